// Per-arm figures of an A/B test, from the call records: every call carries its test and arm
// (docs/calls.md), so each figure is one aggregate query — counted on the server, no call read.
import { AB_ARMS, type AbArm } from '@parley/domain';
import { useQuery } from '@tanstack/react-query';
import { average, count, getAggregateFromServer, query, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { queryState, type AsyncState } from '../../../lib/async-state';
import { callsCollection } from '../../../lib/firestore-refs';

export const abArmStatsInputSchema = z.object({ orgId: z.string().min(1), testCaseId: z.string().min(1) });
export type AbArmStatsInput = z.infer<typeof abArmStatsInputSchema>;

export interface AbArmStats {
  calls: number;
  /** Calls that ended with status completed. */
  completions: number;
  /** The average duration of the completed calls, in seconds; null before the first. */
  averageDurationSeconds: number | null;
}

/** The arms' figures are this fresh at most (the spec's cache of 30 seconds, refetched on focus). */
const STALE_MS = 30_000;

/**
 * One arm's figures. The query names orgId, which the t_calls rules decide on; equality filters only,
 * so Firestore answers from its single-field indexes (the average, from the composite index on
 * orgId, abTestCaseId, abArm, status, durationSeconds).
 */
export async function fetchAbArmStats(
  firestore: Firestore,
  input: AbArmStatsInput,
  arm: AbArm,
): Promise<AbArmStats> {
  const { orgId, testCaseId } = abArmStatsInputSchema.parse(input);
  const armCalls = query(
    callsCollection(firestore),
    where('orgId', '==', orgId),
    where('abTestCaseId', '==', testCaseId),
    where('abArm', '==', arm),
  );
  const [all, completed] = await Promise.all([
    getAggregateFromServer(armCalls, { calls: count() }),
    getAggregateFromServer(query(armCalls, where('status', '==', 'completed')), {
      completions: count(),
      averageDuration: average('durationSeconds'),
    }),
  ]);
  return {
    calls: all.data().calls,
    completions: completed.data().completions,
    averageDurationSeconds: completed.data().averageDuration,
  };
}

/** Both arms' figures, A then B. */
export function useAbArmStats(input: AbArmStatsInput): AsyncState<Record<AbArm, AbArmStats>> {
  const firestore = useFirestore();
  const { orgId, testCaseId } = input;
  const result = useQuery({
    queryKey: ['ab-arm-stats', orgId, testCaseId],
    queryFn: async () => {
      const [a, b] = await Promise.all(
        AB_ARMS.map((arm) => fetchAbArmStats(firestore, { orgId, testCaseId }, arm)),
      );
      return { A: a, B: b } as Record<AbArm, AbArmStats>;
    },
    staleTime: STALE_MS,
  });
  return queryState(result);
}
