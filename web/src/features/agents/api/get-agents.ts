import type { Agent } from '@parley/domain';
import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../utils/async-state';
import { agentsCollection } from './agent-refs';

export const orgAgentsInputSchema = z.object({ orgId: z.string().min(1) });
export type OrgAgentsInput = z.infer<typeof orgAgentsInputSchema>;

/** An organisation's live agents (drafts excluded). Sorted on the client, so no composite index is needed. */
export function orgAgentsQuery(firestore: Firestore, input: OrgAgentsInput): Query<Agent> {
  const { orgId } = orgAgentsInputSchema.parse(input);
  return query(agentsCollection(firestore), where('orgId', '==', orgId), where('isDraft', '==', false));
}

const byName = (a: Agent, b: Agent) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** The organisation's live agents, live, by name. */
export function useOrgAgents(orgId: string): AsyncState<readonly Agent[]> {
  const firestore = useFirestore();
  const agentsQuery = useMemo(() => orgAgentsQuery(firestore, { orgId }), [firestore, orgId]);
  const { status, data, error } = useFirestoreCollectionData(agentsQuery);
  return useMemo<AsyncState<readonly Agent[]>>(() => {
    if (status === 'error') return { status: 'error', error: error ?? new Error('Could not load agents') };
    if (status === 'loading') return { status: 'loading' };
    return { status: 'success', data: [...data].sort(byName) };
  }, [status, data, error]);
}
