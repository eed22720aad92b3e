import { type Agent, type CustomAction, type CustomIntegration } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import {
  integrationsQuery,
  orgLiveAgentsQuery,
  ownersActionsQuery,
  pendingActionsQuery,
  publishedActionsQuery,
} from './marketplace-refs';

const byName = <T extends { name: string }>(items: T[]): readonly T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** Every integration of the catalogue, live, by name. */
export function useIntegrations(): AsyncState<readonly CustomIntegration[]> {
  const firestore = useFirestore();
  const integrations = useMemo(() => integrationsQuery(firestore), [firestore]);
  return useLiveQuery(integrations, byName);
}

/** Published actions, live. */
export function usePublishedActions(): AsyncState<readonly CustomAction[]> {
  const firestore = useFirestore();
  const published = useMemo(() => publishedActionsQuery(firestore), [firestore]);
  return useLiveQuery(published, byName);
}

/** The actions of one chunk of (at most 30) owners, live. */
export function useOwnersActions(ownerUids: readonly string[]): AsyncState<readonly CustomAction[]> {
  const firestore = useFirestore();
  const key = ownerUids.join(',');
  // Keyed by value, so a re-render with an equal list does not re-subscribe.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const owners = useMemo(() => ownersActionsQuery(firestore, ownerUids), [firestore, key]);
  return useLiveQuery(owners, byName);
}

/** Actions waiting for review, live: for platform ADMINs only (the rules refuse anyone else). */
export function usePendingActions(): AsyncState<readonly CustomAction[]> {
  const firestore = useFirestore();
  const pending = useMemo(() => pendingActionsQuery(firestore), [firestore]);
  return useLiveQuery(pending, byName);
}

/** The organisation's live agents, by name. */
export function useOrgLiveAgents(orgId: string): AsyncState<readonly Agent[]> {
  const firestore = useFirestore();
  const agents = useMemo(() => orgLiveAgentsQuery(firestore, orgId), [firestore, orgId]);
  return useLiveQuery(agents, byName);
}
