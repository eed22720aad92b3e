// The custom actions a user may see, live: published ones and those of their teammates. Here in lib,
// not in a feature, because the marketplace lists them and the workflow editor's palette can offer
// them as CUSTOM_ACTION steps, and features never import each other. docs/integrations.md.
import {
  COLLECTIONS,
  customActionSchema,
  mergeActions,
  ownerQueryChunks,
  type CustomAction,
} from '@parley/domain';
import { collection, query, where, type Firestore, type Query } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFirestore } from 'reactfire';
import type { AsyncState } from './async-state';
import { converterFor } from './firestore-converter';
import { useLiveQuery } from './live-data';

const actionConverter = converterFor(customActionSchema, { idField: 'id' });

/** t_w_custom_actions, typed through its converter. */
export const customActionsCollection = (firestore: Firestore) =>
  collection(firestore, COLLECTIONS.customActions).withConverter(actionConverter);

/** Published actions: every signed-in user may list them. */
function publishedActionsQuery(firestore: Firestore): Query<CustomAction> {
  return query(customActionsCollection(firestore), where('status', '==', 'published'));
}

/** Actions of these owners (at most 30: one 'in' query); the rules allow it for their teammates. */
function ownersActionsQuery(firestore: Firestore, ownerUids: readonly string[]): Query<CustomAction> {
  return query(customActionsCollection(firestore), where('ownerUid', 'in', [...ownerUids]));
}

const byName = (items: CustomAction[]): readonly CustomAction[] =>
  [...items].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

type ActionsState = AsyncState<readonly CustomAction[]>;

function usePublishedActions(): ActionsState {
  const firestore = useFirestore();
  const published = useMemo(() => publishedActionsQuery(firestore), [firestore]);
  return useLiveQuery(published, byName);
}

/** Listens to one 'in' query of at most 30 owners and reports it; renders nothing. */
function OwnersListener({
  uids,
  onState,
}: {
  uids: readonly string[];
  onState: (key: string, state: ActionsState) => void;
}) {
  const firestore = useFirestore();
  const key = uids.join(',');
  // Keyed by value, so a re-render with an equal list does not re-subscribe.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const owners = useMemo(() => ownersActionsQuery(firestore, uids), [firestore, key]);
  const state = useLiveQuery(owners, byName);
  useEffect(() => {
    onState(key, state);
  }, [key, state, onState]);
  return null;
}

/** One state from the published query and every owners' chunk: an error or a wait in any is the whole's. */
function combine(states: readonly (ActionsState | undefined)[]): ActionsState {
  const lists: (readonly CustomAction[])[] = [];
  for (const state of states) {
    if (state?.status === 'error') return state;
    if (state?.status !== 'success') return { status: 'loading' };
    lists.push(state.data);
  }
  return { status: 'success', data: mergeActions(lists) };
}

/**
 * The custom actions a user sees (isCustomActionVisible): published ones, and those owned by anyone in
 * `teammateUids`, listened to in 'in' queries of at most 30 owners each (exactly what firestore.rules
 * allows). Hands the merged, live list to `children`; a variable number of queries needs a listener
 * component per query, hence a component rather than a hook.
 */
export function VisibleCustomActions({
  teammateUids,
  children,
}: {
  teammateUids: readonly string[];
  children: (actions: ActionsState) => ReactNode;
}) {
  const published = usePublishedActions();
  const key = teammateUids.join(',');
  // Keyed by value: an equal list of teammates keeps the same listeners.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const chunks = useMemo(() => ownerQueryChunks(teammateUids), [key]);
  const [chunkStates, setChunkStates] = useState<Readonly<Record<string, ActionsState>>>({});
  const onState = useCallback((chunkKey: string, state: ActionsState) => {
    setChunkStates((previous) =>
      previous[chunkKey] === state ? previous : { ...previous, [chunkKey]: state },
    );
  }, []);
  const actions = useMemo(
    () => combine([published, ...chunks.map((uids) => chunkStates[uids.join(',')])]),
    [published, chunks, chunkStates],
  );
  return (
    <>
      {chunks.map((uids) => (
        <OwnersListener key={uids.join(',')} uids={uids} onState={onState} />
      ))}
      {children(actions)}
    </>
  );
}
