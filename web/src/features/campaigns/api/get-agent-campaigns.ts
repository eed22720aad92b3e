import type { Campaign } from '@parley/domain';
import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { timestampMillis } from '../../../lib/timestamps';
import { campaignsCollection } from './campaign-refs';

export const agentCampaignsInputSchema = z.object({ agentId: z.string().min(1) });
export type AgentCampaignsInput = z.infer<typeof agentCampaignsInputSchema>;

/** An agent's campaigns; the agent filter is what the rules (membership of its organisation) check. */
export function agentCampaignsQuery(firestore: Firestore, input: AgentCampaignsInput): Query<Campaign> {
  const { agentId } = agentCampaignsInputSchema.parse(input);
  return query(campaignsCollection(firestore), where('agentId', '==', agentId));
}

const time = (campaign: Campaign) => timestampMillis(campaign.createdAt);
/** Newest first; sorted here so the query needs no composite index. */
const newestFirst = (campaigns: Campaign[]) => [...campaigns].sort((a, b) => time(b) - time(a));

/** An agent's campaigns, live (status and progress change as the runner works). */
export function useAgentCampaigns(input: AgentCampaignsInput): AsyncState<readonly Campaign[]> {
  const firestore = useFirestore();
  const { agentId } = input;
  const campaignsQuery = useMemo(() => agentCampaignsQuery(firestore, { agentId }), [firestore, agentId]);
  return useLiveQuery(campaignsQuery, newestFirst);
}
