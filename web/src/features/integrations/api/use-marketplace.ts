import { type CustomAction, type CustomIntegration } from '@parley/domain';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from '../../../lib/async-state';
import { useLiveQuery } from '../../../lib/live-data';
import { integrationsQuery, pendingActionsQuery } from './marketplace-refs';

const byName = <T extends { name: string }>(items: T[]): readonly T[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** Every integration of the catalogue, live, by name. */
export function useIntegrations(): AsyncState<readonly CustomIntegration[]> {
  const firestore = useFirestore();
  const integrations = useMemo(() => integrationsQuery(firestore), [firestore]);
  return useLiveQuery(integrations, byName);
}

/** Actions waiting for review, live: for platform ADMINs only (the rules refuse anyone else). */
export function usePendingActions(): AsyncState<readonly CustomAction[]> {
  const firestore = useFirestore();
  const pending = useMemo(() => pendingActionsQuery(firestore), [firestore]);
  return useLiveQuery(pending, byName);
}
