// The live sources of the voice library without React: the System voices from
// the cached bundle plus a listener for those changed since, the user's and the agent owner's voices,
// and the agent's current voice. The hook wraps this; tests drive it against the emulator.
import { COLLECTIONS, SYSTEM_OWNER_UID, type Voice } from '@parley/domain';
import {
  collection,
  doc,
  onSnapshot,
  query,
  Timestamp,
  where,
  type Firestore,
  type FirestoreError,
  type QuerySnapshot,
} from 'firebase/firestore';
import { timestampsToDates } from '../../../lib/firestore-converter';
import {
  mergeVoiceLibrary,
  NO_PARTS,
  partsReady,
  voicesFromDocuments,
  type VoiceLibraryParts,
} from './merge-voice-library';
import { systemVoicesFromBundle, type FetchSystemVoicesBundle } from './system-voices-bundle';

/** Whose library: the signed-in user, the agent's owner and its current voice. */
export interface VoiceLibraryScope {
  readonly userUid: string;
  readonly agentOwnerUid: string;
  readonly currentVoiceId: string | null;
}

/** The merged, unordered voices and whether every source has answered. */
export type VoiceLibrarySnapshot =
  | { status: 'loading'; voices: Voice[] }
  | { status: 'ready'; voices: Voice[] }
  | { status: 'error'; voices: Voice[]; error: Error };

const fromQuery = (snapshot: QuerySnapshot): Voice[] =>
  voicesFromDocuments(snapshot.docs.map((item) => ({ id: item.id, data: timestampsToDates(item.data()) })));

/**
 * Subscribes to the library's sources and calls `onChange` with the merged voices after every change.
 * Returns the unsubscribe function. The agent's current voice is read by id: when the rules refuse it
 * (its owner left every shared organisation) it is simply left out; any other failure is an error.
 */
export function subscribeVoiceLibrary(
  firestore: Firestore,
  fetchBundle: FetchSystemVoicesBundle,
  scope: VoiceLibraryScope,
  onChange: (snapshot: VoiceLibrarySnapshot) => void,
): () => void {
  let parts: VoiceLibraryParts = NO_PARTS;
  let failed: Error | null = null;
  let closed = false;
  const unsubscribes: (() => void)[] = [];
  const voices = collection(firestore, COLLECTIONS.voices);

  const emit = () => {
    if (closed) return;
    const merged = mergeVoiceLibrary(parts);
    if (failed) onChange({ status: 'error', voices: merged, error: failed });
    else onChange({ status: partsReady(parts) ? 'ready' : 'loading', voices: merged });
  };
  const update = (change: Partial<VoiceLibraryParts>) => {
    parts = { ...parts, ...change };
    emit();
  };
  const fail = (error: Error) => {
    failed ??= error;
    emit();
  };
  const listen = (part: 'own' | 'agentOwner', ownerUid: string) => {
    unsubscribes.push(
      onSnapshot(
        query(voices, where('ownerUid', '==', ownerUid)),
        (snapshot) => {
          update({ [part]: fromQuery(snapshot) });
        },
        fail,
      ),
    );
  };

  systemVoicesFromBundle(firestore, fetchBundle).then(
    ({ voices: bundled, readTimeMillis }) => {
      if (closed) return;
      update({ bundle: bundled });
      const changedSince = query(
        voices,
        where('ownerUid', '==', SYSTEM_OWNER_UID),
        where('updatedAt', '>', Timestamp.fromMillis(readTimeMillis)),
      );
      unsubscribes.push(
        onSnapshot(
          changedSince,
          (snapshot) => {
            update({ changedSinceBundle: fromQuery(snapshot) });
          },
          fail,
        ),
      );
    },
    (error: unknown) => {
      fail(error instanceof Error ? error : new Error(String(error)));
    },
  );

  listen('own', scope.userUid);
  if (scope.agentOwnerUid === scope.userUid) update({ agentOwner: [] });
  else listen('agentOwner', scope.agentOwnerUid);

  if (scope.currentVoiceId === null) update({ current: null });
  else {
    unsubscribes.push(
      onSnapshot(
        doc(voices, scope.currentVoiceId),
        (snapshot) => {
          const [voice] = snapshot.exists()
            ? voicesFromDocuments([{ id: snapshot.id, data: timestampsToDates(snapshot.data()) }])
            : [];
          update({ current: voice ?? null });
        },
        (error: FirestoreError) => {
          if (error.code === 'permission-denied') update({ current: null });
          else fail(error);
        },
      ),
    );
  }

  return () => {
    closed = true;
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
