import type { Agent } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from './async-state';
import { orgLiveAgentsQuery } from './firestore-refs';
import { useLiveQuery } from './live-data';

const byName = (agents: Agent[]): readonly Agent[] =>
  [...agents].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** An organisation's live agents, live, by name: the agents list and the marketplace's agent pickers. */
export function useOrgLiveAgents(orgId: string): AsyncState<readonly Agent[]> {
  const firestore = useFirestore();
  const agentsQuery = useMemo(() => orgLiveAgentsQuery(firestore, orgId), [firestore, orgId]);
  return useLiveQuery(agentsQuery, byName);
}
