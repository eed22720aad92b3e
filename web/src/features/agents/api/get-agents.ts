import type { Agent } from '@parley/domain';
import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { agentsCollection } from '../../../lib/firestore-refs';

export const orgAgentsInputSchema = z.object({ orgId: z.string().min(1) });
export type OrgAgentsInput = z.infer<typeof orgAgentsInputSchema>;

/**
 * An organisation's live agents: drafts and A/B test B copies are versions of a live agent, never agents
 * of their own in the list (docs/versions.md). Equality filters only, sorted on the client, so no
 * composite index is needed.
 */
export function orgAgentsQuery(firestore: Firestore, input: OrgAgentsInput): Query<Agent> {
  const { orgId } = orgAgentsInputSchema.parse(input);
  return query(
    agentsCollection(firestore),
    where('orgId', '==', orgId),
    where('isDraft', '==', false),
    where('isABTestAgent', '==', false),
  );
}

const byName = (agents: Agent[]) =>
  [...agents].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** The organisation's live agents, live, by name. */
export function useOrgAgents(orgId: string): AsyncState<readonly Agent[]> {
  const firestore = useFirestore();
  const agentsQuery = useMemo(() => orgAgentsQuery(firestore, { orgId }), [firestore, orgId]);
  return useLiveQuery(agentsQuery, byName);
}
