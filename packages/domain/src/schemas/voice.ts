import { z } from 'zod';
import { CLONE_PROVIDERS } from '../data/voice-catalogue';
import { timestampSchema } from './common';

/**
 * t_voices (docs/data-model.md#t_voices). A document failing this schema is skipped by
 * parseVoices, never shown broken.
 */
export const voiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  ttsId: z.string(),
  provider: z.string(),
  gender: z.string(),
  language: z.string(),
  ownerUid: z.string(),
  isPublic: z.boolean().default(false),
  tags: z.array(z.string()).default([]),
  addedCount: z.number().int().nonnegative().default(0),
  accent: z.string().default(''),
  clipUrl: z.union([z.url(), z.literal('')]).default(''),
  isMultiLingualSupport: z.boolean().default(false),
  /**
   * Server time of the last change (favourites bump it too), so a client holding the cached System
   * bundle listens only to voices changed after the bundle was built.
   */
  updatedAt: timestampSchema.nullable().default(null),
});
export type Voice = z.infer<typeof voiceSchema>;

/**
 * Parses a list of raw voice documents, dropping every one that fails the schema so one bad
 * document never breaks the library.
 */
export function parseVoices(documents: readonly unknown[]): Voice[] {
  return documents.flatMap((document) => {
    const result = voiceSchema.safeParse(document);
    return result.success ? [result.data] : [];
  });
}

/**
 * t_voice_clone_candidates: one provider clone awaiting the user's choice. It carries the voice it would
 * become (same id), which clone it belongs to, and when an unchosen candidate is swept away.
 */
export const voiceCloneCandidateSchema = voiceSchema.extend({
  cloneId: z.string(),
  cloneProvider: z.enum(CLONE_PROVIDERS),
  expireAt: timestampSchema,
});
export type VoiceCloneCandidate = z.infer<typeof voiceCloneCandidateSchema>;

/** One of the two voices a clone produces. */
export const clonedVoiceRefSchema = z.object({ id: z.string(), ttsId: z.string() });

/** The answer of POST /public/voices/clone. */
export const cloneResultSchema = z.object({
  elevenlabs_voice: clonedVoiceRefSchema.nullable().optional(),
  cartesia_voice: clonedVoiceRefSchema.nullable().optional(),
  elevenlabs_sample_url: z.string().nullable().optional(),
  cartesia_sample_url: z.string().nullable().optional(),
});
export type CloneResult = z.infer<typeof cloneResultSchema>;
