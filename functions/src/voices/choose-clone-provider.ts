// PATCH /public/voices/{id}, the clone's second step: after hearing both samples the user keeps
// one clone. `id` is either candidate of the pair; the candidate at `cloneProvider` becomes the user's
// voice (t_voices, same id), among their favourites, remembering the other's ttsId as its fallback, and
// both candidates go. Owner only. Repeating the request answers the kept voice again, so retries are safe.
import {
  addFavourite,
  API_ERROR_REASONS,
  API_ROUTES,
  chooseCloneProviderRequestSchema,
  MSG_NOT_VOICE_OWNER,
  MSG_USER_NOT_FOUND,
  voiceSchema,
  type ChooseCloneProviderResponse,
} from '@parley/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { recordAnalyticsEvent } from '../analytics/analytics';
import { defineRoute } from '../api/route-definition';
import { readUser, userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { candidateRef, cloneCandidatesQuery, parseCandidate } from './clone-candidates';
import { voiceNotFound } from './voice-access';
import { voiceDoc } from './voice-documents';

const notOwner = () =>
  failure('permission-denied', MSG_NOT_VOICE_OWNER, { reason: API_ERROR_REASONS.notVoiceOwner });

/** A retried choice: the voice this candidate already became, answered as the first time. */
async function alreadyChosen(tx: Transaction, id: string, uid: string): Promise<ChooseCloneProviderResponse> {
  const snapshot = await tx.get(voiceDoc(id));
  // Only a kept clone answers a retry; any other voice is not a clone to choose.
  if (!snapshot.exists || typeof snapshot.get('cloneId') !== 'string') throw voiceNotFound();
  const voice = voiceSchema.parse({ ...snapshot.data(), id });
  if (voice.ownerUid !== uid) throw notOwner();
  const fallback: unknown = snapshot.get('fallbackTtsId');
  return {
    id,
    ttsId: voice.ttsId,
    provider: voice.provider,
    fallbackTtsId: typeof fallback === 'string' ? fallback : null,
  };
}

export const chooseCloneProviderRoute = defineRoute(
  API_ROUTES.chooseCloneProvider,
  chooseCloneProviderRequestSchema,
  async ({ uid, input }): Promise<ChooseCloneProviderResponse> => {
    const answer = await db().runTransaction(async (tx) => {
      const named = await tx.get(candidateRef(input.id));
      if (!named.exists) return alreadyChosen(tx, input.id, uid);
      const candidate = parseCandidate(named);
      if (candidate.ownerUid !== uid) throw notOwner();
      const [pair, caller] = [
        (await tx.get(cloneCandidatesQuery(uid, candidate.cloneId))).docs.map(parseCandidate),
        await readUser(uid, tx),
      ];
      if (!caller) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
      const kept = pair.find((doc) => doc.cloneProvider === input.cloneProvider);
      if (!kept) throw voiceNotFound();
      const other = pair.find((doc) => doc.id !== kept.id);
      const fallbackTtsId = input.fallbackTtsId ?? other?.ttsId ?? null;

      const { cloneId, cloneProvider, expireAt: _expireAt, ...voice } = kept;
      // The new clone starts among the user's favourites (the library's favourites filter shows it).
      const favourites = addFavourite({ myVoiceIds: caller.myVoiceIds, addedCount: 0 }, kept.id);
      tx.create(voiceDoc(kept.id), {
        ...voice,
        addedCount: favourites.addedCount,
        cloneId,
        cloneProvider,
        fallbackTtsId,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.update(userRef(uid), { myVoiceIds: favourites.myVoiceIds });
      for (const doc of pair) tx.delete(candidateRef(doc.id));
      return { id: kept.id, ttsId: kept.ttsId, provider: kept.provider, fallbackTtsId };
    });
    recordAnalyticsEvent({
      name: 'voice_clone_provider_chosen',
      uid,
      outcome: 'ok',
      properties: { cloneProvider: input.cloneProvider, hasFallback: answer.fallbackTtsId !== null },
    });
    return answer;
  },
);
