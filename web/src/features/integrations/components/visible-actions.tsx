import { mergeActions, ownerQueryChunks, type CustomAction } from '@parley/domain';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { useOwnersActions, usePublishedActions } from '../api/use-marketplace';

type ActionsState = AsyncState<readonly CustomAction[]>;

/** Listens to one 'in' query of at most 30 owners and reports it; renders nothing. */
function OwnersListener({
  uids,
  onState,
}: {
  uids: readonly string[];
  onState: (key: string, state: ActionsState) => void;
}) {
  const state = useOwnersActions(uids);
  const key = uids.join(',');
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
 * `teammateUids`, listened to in 'in' queries of at most 30 owners each (firestore.rules allows exactly
 * these). Hands the merged, live list to `children`.
 */
export function VisibleActions({
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
