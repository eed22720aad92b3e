import type { CallRecord } from '@parley/domain';
import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { timestampMillis } from '../../../lib/timestamps';
import { callsCollection } from '../../../lib/firestore-refs';

export const campaignCallsInputSchema = z.object({
  agentId: z.string().min(1),
  campaignId: z.string().min(1),
});
export type CampaignCallsInput = z.infer<typeof campaignCallsInputSchema>;

/** A campaign's calls (t_calls), filtered by agent too: the rules check membership of the agent's organisation. */
export function campaignCallsQuery(firestore: Firestore, input: CampaignCallsInput): Query<CallRecord> {
  const { agentId, campaignId } = campaignCallsInputSchema.parse(input);
  return query(
    callsCollection(firestore),
    where('agentId', '==', agentId),
    where('campaignId', '==', campaignId),
  );
}

/** Newest first; sorted here so the query needs no composite index. */
const newestFirst = (calls: CallRecord[]) =>
  [...calls].sort((a, b) => timestampMillis(b.createdAt) - timestampMillis(a.createdAt));

/** A campaign's call log, live: each call with the number that placed it and why. */
export function useCampaignCalls(input: CampaignCallsInput): AsyncState<readonly CallRecord[]> {
  const firestore = useFirestore();
  const { agentId, campaignId } = input;
  const callsQuery = useMemo(
    () => campaignCallsQuery(firestore, { agentId, campaignId }),
    [firestore, agentId, campaignId],
  );
  return useLiveQuery(callsQuery, newestFirst);
}
