// PATCH /public/voices/{id} (voice-library §2.3 step 2, §7): after hearing both samples the user keeps
// one clone. `id` is either clone of the pair; the clone at `cloneProvider` stays as the user's voice and
// remembers the other's ttsId as its fallback; the other clone's document goes (and leaves favourites).
// Owner only. Repeating the request changes nothing more, so retries are safe.
import {
  API_ERROR_REASONS,
  API_ROUTES,
  chooseCloneProviderRequestSchema,
  COLLECTIONS,
  MSG_NOT_VOICE_OWNER,
  type ChooseCloneProviderResponse,
} from '@parley/domain';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { recordAnalyticsEvent } from '../analytics/analytics';
import { defineRoute } from '../api/route-definition';
import { userRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { voiceNotFound } from './voice-access';
import { voiceDoc } from './voice-documents';

const field = (snapshot: DocumentSnapshot, name: string): unknown => snapshot.get(name) as unknown;

export const chooseCloneProviderRoute = defineRoute(
  API_ROUTES.chooseCloneProvider,
  chooseCloneProviderRequestSchema,
  async ({ uid, input }): Promise<ChooseCloneProviderResponse> => {
    const answer = await db().runTransaction(async (tx) => {
      const named = await tx.get(voiceDoc(input.id));
      const cloneId = field(named, 'cloneId');
      if (!named.exists || typeof cloneId !== 'string') throw voiceNotFound();
      if (field(named, 'ownerUid') !== uid) {
        throw failure('permission-denied', MSG_NOT_VOICE_OWNER, { reason: API_ERROR_REASONS.notVoiceOwner });
      }
      const pair = await tx.get(
        db().collection(COLLECTIONS.voices).where('ownerUid', '==', uid).where('cloneId', '==', cloneId),
      );
      const kept = pair.docs.find((doc) => field(doc, 'cloneProvider') === input.cloneProvider);
      if (!kept) throw voiceNotFound();
      const others = pair.docs.filter((doc) => doc.id !== kept.id);
      const otherTtsId = others.map((doc) => field(doc, 'ttsId')).find((ttsId) => typeof ttsId === 'string');
      const fallbackTtsId = input.fallbackTtsId ?? (typeof otherTtsId === 'string' ? otherTtsId : null);
      for (const other of others) tx.delete(other.ref);
      if (others.length > 0) {
        tx.update(userRef(uid), { myVoiceIds: FieldValue.arrayRemove(...others.map((doc) => doc.id)) });
      }
      // Once chosen, the fallback is the only trace of the other clone; later requests keep it.
      const keptFallback = field(kept, 'fallbackTtsId');
      const fallback = fallbackTtsId ?? (typeof keptFallback === 'string' ? keptFallback : null);
      tx.update(kept.ref, { fallbackTtsId: fallback, updatedAt: FieldValue.serverTimestamp() });
      return {
        id: kept.id,
        ttsId: String(field(kept, 'ttsId')),
        provider: String(field(kept, 'provider')),
        fallbackTtsId: fallback,
      };
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
