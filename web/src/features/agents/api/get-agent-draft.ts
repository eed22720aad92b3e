import type { Agent } from '@parley/domain';
import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { agentsCollection } from '../../../lib/firestore-refs';

export const agentDraftInputSchema = z.object({ orgId: z.string().min(1), agentId: z.string().min(1) });
export type AgentDraftInput = z.infer<typeof agentDraftInputSchema>;

/**
 * A live agent's draft, as a query rather than a read of `draftAgentIdOf(agentId)`: the rules decide by
 * the document's orgId, so reading a draft that does not exist yet is refused, while a query filtered on
 * orgId answers empty (docs/versions.md#drafts). Equality filters only: no composite index.
 */
export function agentDraftQuery(firestore: Firestore, input: AgentDraftInput): Query<Agent> {
  const { orgId, agentId } = agentDraftInputSchema.parse(input);
  return query(
    agentsCollection(firestore),
    where('orgId', '==', orgId),
    where('sourceAgentId', '==', agentId),
    where('isDraft', '==', true),
  );
}

const theDraft = (agents: Agent[]): Agent | null => agents[0] ?? null;

/** The live agent's draft, live; data null while it has none. */
export function useAgentDraft(input: AgentDraftInput): AsyncState<Agent | null> {
  const firestore = useFirestore();
  const { orgId, agentId } = input;
  const draftQuery = useMemo(
    () => agentDraftQuery(firestore, { orgId, agentId }),
    [firestore, orgId, agentId],
  );
  return useLiveQuery(draftQuery, theDraft);
}
