import type { Agent } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../utils/async-state';
import { agentDocRef } from './agent-refs';

export const agentInputSchema = z.object({ agentId: z.string().min(1) });

/** One agent, live; data null when the document does not exist. */
export function useAgent(agentId: string): AsyncState<Agent | null> {
  const firestore = useFirestore();
  const ref = useMemo(
    () => agentDocRef(firestore, agentInputSchema.parse({ agentId }).agentId),
    [firestore, agentId],
  );
  const { status, data, error } = useFirestoreDocData(ref);
  return useMemo<AsyncState<Agent | null>>(() => {
    if (status === 'error') return { status: 'error', error: error ?? new Error('Could not load the agent') };
    if (status === 'loading') return { status: 'loading' };
    return { status: 'success', data: data ?? null };
  }, [status, data, error]);
}
