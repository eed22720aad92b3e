import type { AgentVersion } from '@parley/domain';
import { query, where, type Firestore, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { agentVersionsCollection } from './version-refs';

export const agentVersionsInputSchema = z.object({ orgId: z.string().min(1), agentId: z.string().min(1) });
export type AgentVersionsInput = z.infer<typeof agentVersionsInputSchema>;

/**
 * A live agent's version snapshots. The rules decide by orgId, so the query names it; equality filters
 * only, sorted on the client, so no composite index is needed.
 */
export function agentVersionsQuery(firestore: Firestore, input: AgentVersionsInput): Query<AgentVersion> {
  const { orgId, agentId } = agentVersionsInputSchema.parse(input);
  return query(
    agentVersionsCollection(firestore),
    where('orgId', '==', orgId),
    where('agentId', '==', agentId),
  );
}

const newestFirst = (versions: AgentVersion[]) => [...versions].sort((a, b) => b.version - a.version);

/** The agent's version history, live, newest first (label with versionLabel, diff with diffVersions). */
export function useAgentVersions(input: AgentVersionsInput): AsyncState<readonly AgentVersion[]> {
  const firestore = useFirestore();
  const { orgId, agentId } = input;
  const versionsQuery = useMemo(
    () => agentVersionsQuery(firestore, { orgId, agentId }),
    [firestore, orgId, agentId],
  );
  return useLiveQuery(versionsQuery, newestFirst);
}
