// Clone candidates (t_voice_clone_candidates): the provider voices a clone made, held apart from the
// library until the user keeps one. Keeping one promotes it to t_voices; Back, Try Again, Cancel or an
// expired lifetime discards the clone: its candidates, their provider voices and its stored audio.
import {
  COLLECTIONS,
  VOICE_CLONES_STORAGE_DIR,
  voiceCloneCandidateSchema,
  type CloneProvider,
  type VoiceCloneCandidate,
} from '@parley/domain';
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { voiceCloneProviderFailed } from '../lib/logs';
import { deleteFolder } from '../lib/storage';
import { VOICE_PROVIDER_ADAPTERS } from '../providers/voice-providers';

export const candidateRef = (id?: string): DocumentReference =>
  id
    ? db().collection(COLLECTIONS.voiceCloneCandidates).doc(id)
    : db().collection(COLLECTIONS.voiceCloneCandidates).doc();

/** The Storage folder of one clone's upload and samples. */
export const cloneFolder = (uid: string, cloneId: string): string =>
  `${VOICE_CLONES_STORAGE_DIR}/${uid}/${cloneId}/`;

/** The candidate, parsed with the domain schema (id from the document). */
export const parseCandidate = (doc: DocumentSnapshot): VoiceCloneCandidate =>
  voiceCloneCandidateSchema.parse({ ...doc.data(), id: doc.id });

/** Both candidates of one clone of `uid`'s (one when a provider failed; none once discarded or chosen). */
export const cloneCandidatesQuery = (uid: string, cloneId: string) =>
  db()
    .collection(COLLECTIONS.voiceCloneCandidates)
    .where('ownerUid', '==', uid)
    .where('cloneId', '==', cloneId);

/**
 * Best effort: removes provider voices nobody will use, so no provider keeps a voice nobody owns. A
 * failure is logged, never thrown: the caller's own cleanup must not fail because a provider is down.
 */
export async function deleteProviderVoices(
  voices: readonly { provider: CloneProvider; ttsId: string }[],
): Promise<void> {
  await Promise.all(
    voices.map(({ provider, ttsId }) =>
      VOICE_PROVIDER_ADAPTERS[provider].deleteVoice(ttsId).catch((error: unknown) => {
        voiceCloneProviderFailed(provider, error);
      }),
    ),
  );
}

/**
 * Discards `uid`'s clone `cloneId`: deletes its candidate documents in a transaction (so a concurrent
 * choice either wins or finds nothing), then the provider voices and the audio of what it deleted.
 * Answers how many candidates went; a clone already gone answers 0 and changes nothing (retries are safe).
 */
export async function discardClone(uid: string, cloneId: string): Promise<number> {
  const removed = await db().runTransaction(async (tx) => {
    const found = await tx.get(cloneCandidatesQuery(uid, cloneId));
    for (const doc of found.docs) tx.delete(doc.ref);
    return found.docs.map(parseCandidate);
  });
  if (removed.length === 0) return 0;
  await Promise.all([
    deleteProviderVoices(removed.map(({ cloneProvider, ttsId }) => ({ provider: cloneProvider, ttsId }))),
    deleteFolder(cloneFolder(uid, cloneId)).catch(() => undefined),
  ]);
  return removed.length;
}

/**
 * Discards every clone with a candidate whose lifetime ended before `now`: what a closed tab left
 * behind. Answers the number of clones discarded.
 */
export async function sweepExpiredCloneCandidates(now: Date = new Date()): Promise<number> {
  const expired = await db()
    .collection(COLLECTIONS.voiceCloneCandidates)
    .where('expireAt', '<', Timestamp.fromDate(now))
    .get();
  const clones = new Map<string, { uid: string; cloneId: string }>();
  for (const doc of expired.docs) {
    const { ownerUid, cloneId } = parseCandidate(doc);
    clones.set(`${ownerUid}/${cloneId}`, { uid: ownerUid, cloneId });
  }
  await Promise.all([...clones.values()].map(({ uid, cloneId }) => discardClone(uid, cloneId)));
  return clones.size;
}
