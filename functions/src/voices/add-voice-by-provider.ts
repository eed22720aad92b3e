// POST /public/voices/add-by-provider: looks a voice up at the provider by its
// id and adds it to the caller's voices. Failures carry the provider's own message as `detail`, else
// 'Failed to add voice (status)'. Adding the same voice again answers the same document (retry-safe).
import { createHash } from 'node:crypto';
import {
  addVoiceByProviderRequestSchema,
  addVoiceFailedStatusMessage,
  API_ERROR_REASONS,
  API_ROUTES,
  type AddVoiceByProviderResponse,
} from '@parley/domain';
import type { FunctionsErrorCode } from 'firebase-functions/https';
import { recordAnalyticsEvent } from '../analytics/analytics';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { ProviderError } from '../providers/provider-error';
import type { ProviderVoice } from '../providers/voice-provider';
import { VOICE_PROVIDER_ADAPTERS } from '../providers/voice-providers';
import { voiceDoc, voiceDocumentData, voiceLanguage } from './voice-documents';

/** Our answer's code for a provider status: its meaning kept, a server-side failure 'unavailable'. */
function codeFor(status: number | null): FunctionsErrorCode {
  if (status === 400 || status === 422) return 'invalid-argument';
  if (status === 404) return 'not-found';
  if (status === 403) return 'permission-denied';
  if (status === 429) return 'resource-exhausted';
  // 401 means our key is wrong, not the caller's token; like 5xx and no answer, the provider is unusable.
  return 'unavailable';
}

/** One document per user and provider voice, so adding it again finds the same one. */
const documentId = (uid: string, provider: string, providerVoiceId: string): string =>
  `${provider}-${createHash('sha256').update(`${uid}\n${provider}\n${providerVoiceId}`).digest('hex').slice(0, 24)}`;

export const addVoiceByProviderRoute = defineRoute(
  API_ROUTES.addVoiceByProvider,
  addVoiceByProviderRequestSchema,
  async ({ uid, input }): Promise<AddVoiceByProviderResponse> => {
    let found: ProviderVoice;
    try {
      found = await VOICE_PROVIDER_ADAPTERS.elevenlabs.getVoice(input.id);
    } catch (error) {
      const status = error instanceof ProviderError ? error.status : null;
      const detail = error instanceof ProviderError ? error.detail : null;
      recordAnalyticsEvent({
        name: 'voice_added_by_provider',
        uid,
        outcome: 'failed',
        properties: { providerStatus: status },
      });
      throw failure(codeFor(status), detail ?? addVoiceFailedStatusMessage(status ?? 502), {
        reason: API_ERROR_REASONS.voiceProviderFailed,
        providerStatus: status,
        ...(detail ? { detail } : {}),
      });
    }
    const ref = voiceDoc(documentId(uid, input.provider, found.id));
    await db().runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return;
      tx.create(
        ref,
        voiceDocumentData({
          id: ref.id,
          name: found.name,
          ttsId: found.id,
          provider: input.provider,
          gender: found.gender ?? '',
          language: voiceLanguage(input.language),
          accent: found.accent ?? '',
          ownerUid: uid,
          tags: [],
          addedCount: 0,
          clipUrl: found.previewUrl ?? '',
        }),
      );
    });
    recordAnalyticsEvent({
      name: 'voice_added_by_provider',
      uid,
      outcome: 'ok',
      properties: { provider: input.provider },
    });
    return { id: ref.id, name: found.name, ttsId: found.id, provider: input.provider };
  },
);
