// POST /public/voices/clone: a multipart upload of the user's sample, cloned at
// ElevenLabs and Cartesia in parallel; each clone speaks one sample sentence in the chosen language. The
// answer offers both samples; one provider failing still answers the other, both failing is
// 'Failed to clone voice'. The clones are candidates (clone-candidates.ts), not library voices, until
// the user keeps one, so an abandoned clone leaves nothing in the library.
import { randomUUID } from 'node:crypto';
import {
  API_ERROR_REASONS,
  API_ROUTES,
  CLONE_CANDIDATE_LIFETIME_MS,
  CLONE_SAMPLE_MAX_BYTES,
  CLONE_VOICE_FIELDS,
  CLONE_VOICE_TAG,
  cloneSampleSchema,
  cloneVoiceFieldsSchema,
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_CLONE_FOR_YOURSELF_ONLY,
  MSG_FAILED_TO_CLONE_VOICE,
  MSG_MISSING_REQUIRED_FIELDS,
  MSG_USER_NOT_FOUND,
  type CloneProvider,
  type CloneVoiceFields,
  type CloneVoiceResponse,
} from '@parley/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { recordAnalyticsEvent } from '../analytics/analytics';
import { defineRoute } from '../api/route-definition';
import { readUser } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { voiceCloneProviderFailed } from '../lib/logs';
import { parseMultipart, type UploadedFile } from '../lib/multipart';
import { parseInput } from '../lib/parse-input';
import { deleteFolder, saveWithDownloadUrl } from '../lib/storage';
import type { AudioSample } from '../providers/voice-provider';
import { VOICE_PROVIDER_ADAPTERS } from '../providers/voice-providers';
import { candidateRef, cloneFolder, deleteProviderVoices } from './clone-candidates';
import { CLONE_SAMPLE_TEXTS } from './sample-texts';
import { voiceDocumentData, voiceLanguage } from './voice-documents';

/** The voice's `provider` value for each clone provider (ElevenLabs voices are stored as '11labs'). */
const STORED_PROVIDER: Readonly<Record<CloneProvider, string>> = {
  elevenlabs: '11labs',
  cartesia: 'cartesia',
};

interface ProviderClone {
  provider: CloneProvider;
  ttsId: string;
  sampleUrl: string;
}

const invalid = (message: string) =>
  failure('invalid-argument', message, {
    reason: API_ERROR_REASONS.invalidInput,
    issues: [{ path: '', message }],
  });

/** Reads and checks the form: every field by the clone form's rules, one audio file of at most 10 MB. */
async function readCloneForm(
  req: Parameters<typeof parseMultipart>[0],
): Promise<{ fields: CloneVoiceFields; file: UploadedFile }> {
  // One byte over the limit is enough to know the file is too large.
  const form = await parseMultipart(req, CLONE_SAMPLE_MAX_BYTES + 1);
  if (!form) throw invalid(MSG_MISSING_REQUIRED_FIELDS);
  const file = form.files.find((candidate) => candidate.field === CLONE_VOICE_FIELDS.audioFile);
  if (!file || file.bytes.length === 0) throw invalid(MSG_MISSING_REQUIRED_FIELDS);
  if (file.truncated) throw invalid(MSG_CLONE_FILE_TOO_LARGE);
  const fields = parseInput(cloneVoiceFieldsSchema, form.fields);
  parseInput(cloneSampleSchema, {
    filename: file.filename,
    mimeType: file.mimeType,
    size: file.bytes.length,
  });
  return { fields, file };
}

/** Clones at one provider, has the clone speak the sample sentence and stores that sample. */
async function cloneAt(
  provider: CloneProvider,
  sample: AudioSample,
  fields: CloneVoiceFields,
  folder: string,
): Promise<ProviderClone> {
  const adapter = VOICE_PROVIDER_ADAPTERS[provider];
  const ttsId = await adapter.cloneVoice(sample, fields.name, fields.language);
  try {
    const audio = await adapter.synthesize(ttsId, CLONE_SAMPLE_TEXTS[fields.language], fields.language);
    const url = await saveWithDownloadUrl(`${folder}${provider}-sample.wav`, audio.bytes, audio.contentType);
    return { provider, ttsId, sampleUrl: url };
  } catch (error) {
    await deleteProviderVoices([{ provider, ttsId }]);
    throw error;
  }
}

export const cloneVoiceRoute = defineRoute(
  API_ROUTES.cloneVoice,
  // The body is multipart, read from req.rawBody below; nothing comes from JSON or the path.
  z.object({}),
  async ({ uid, req }): Promise<CloneVoiceResponse> => {
    const { fields, file } = await readCloneForm(req);
    if (fields.owner_uid !== uid) {
      throw failure('permission-denied', MSG_CLONE_FOR_YOURSELF_ONLY, {
        reason: API_ERROR_REASONS.notVoiceOwner,
      });
    }
    if (!(await readUser(uid))) {
      throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
    }
    const cloneId = randomUUID();
    const folder = cloneFolder(uid, cloneId);
    const sample: AudioSample = {
      bytes: file.bytes,
      filename: file.filename || 'sample',
      contentType: file.mimeType,
    };
    let clones: ProviderClone[] = [];
    try {
      await saveWithDownloadUrl(`${folder}source`, file.bytes, file.mimeType);
      const providers = Object.keys(STORED_PROVIDER) as CloneProvider[];
      const settled = await Promise.allSettled(
        providers.map((provider) => cloneAt(provider, sample, fields, folder)),
      );
      settled.forEach((result, index) => {
        if (result.status === 'rejected') voiceCloneProviderFailed(providers[index] ?? '', result.reason);
      });
      clones = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failures = settled.flatMap((result, index) =>
        result.status === 'rejected' ? [`${providers[index] ?? ''}: ${String(result.reason)}`] : [],
      );
      if (clones.length === 0) {
        throw failure('unavailable', MSG_FAILED_TO_CLONE_VOICE, {
          reason: API_ERROR_REASONS.voiceProviderFailed,
          providers: failures,
        });
      }

      // Both candidates in one batch: written together, or neither.
      const batch = db().batch();
      const answer: CloneVoiceResponse = {
        elevenlabs_voice: null,
        cartesia_voice: null,
        elevenlabs_sample_url: null,
        cartesia_sample_url: null,
      };
      const expireAt = Timestamp.fromMillis(Date.now() + CLONE_CANDIDATE_LIFETIME_MS);
      for (const clone of clones) {
        const ref = candidateRef();
        batch.create(
          ref,
          voiceDocumentData(
            {
              id: ref.id,
              name: fields.name,
              ttsId: clone.ttsId,
              provider: STORED_PROVIDER[clone.provider],
              gender: fields.gender,
              language: voiceLanguage(fields.language),
              ownerUid: uid,
              tags: [CLONE_VOICE_TAG],
              addedCount: 0,
              clipUrl: clone.sampleUrl,
            },
            { cloneId, cloneProvider: clone.provider, expireAt },
          ),
        );
        answer[`${clone.provider}_voice`] = { id: ref.id, ttsId: clone.ttsId };
        answer[`${clone.provider}_sample_url`] = clone.sampleUrl;
      }
      await batch.commit();
      recordAnalyticsEvent({
        name: 'voice_clone_requested',
        uid,
        outcome: 'ok',
        properties: { language: fields.language, clones: clones.map((clone) => clone.provider).join(',') },
      });
      return answer;
    } catch (error) {
      // Nothing was written to Firestore (the batch is all or nothing): drop the audio and the clones too.
      await Promise.all([
        deleteFolder(folder).catch(() => undefined),
        deleteProviderVoices(clones.map(({ provider, ttsId }) => ({ provider, ttsId }))),
      ]);
      recordAnalyticsEvent({
        name: 'voice_clone_requested',
        uid,
        outcome: 'failed',
        properties: { language: fields.language },
      });
      throw error;
    }
  },
);
