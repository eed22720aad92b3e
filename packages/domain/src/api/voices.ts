// Request and response bodies of the voice-library routes: clone a voice, choose the
// clone's provider, add a voice by its provider id. Field names follow the spec (snake_case where it
// writes them so).
import { z } from 'zod';
import { CLONE_SAMPLE_MAX_BYTES } from '../constants';
import { CLONE_LANGUAGE_CODES, CLONE_PROVIDERS } from '../data/voice-catalogue';
import {
  MSG_CLONE_FILE_TOO_LARGE,
  MSG_CLONE_SAMPLE_NOT_AUDIO,
  MSG_MISSING_REQUIRED_FIELDS,
  MSG_SELECT_LANGUAGE_DOT,
  MSG_SELECT_PROVIDER,
} from '../messages';
import { addVoiceFormSchema } from '../schemas/add-voice-form';
import { cloneVoiceFormSchema } from '../schemas/clone-voice-form';
import { documentIdSchema, documentIdSchemaWith } from '../schemas/document-id';
import { cloneResultSchema } from '../schemas/voice';

// ---- POST /public/voices/clone (multipart/form-data) ------------------------------------------------

/** The multipart field names of the clone call, as the spec writes them. */
export const CLONE_VOICE_FIELDS = {
  name: 'name',
  gender: 'gender',
  language: 'language',
  audioFile: 'audio_file',
  ownerUid: 'owner_uid',
} as const;

/** A clone sample must be audio: an `audio/*` type (browsers send audio/wav, audio/mpeg, audio/webm...). */
export const CLONE_SAMPLE_MIME_PREFIX = 'audio/';

/**
 * The text fields of the clone form as the server reads them: the clone form's rules for name, gender
 * and language, and the owner. A user clones only for themselves: owner_uid must be the caller's uid
 * ('System' is what the web sends when no user is signed in, and the route refuses it: a signed-in
 * caller is required).
 */
export const cloneVoiceFieldsSchema = z.object({
  name: cloneVoiceFormSchema.shape.name,
  gender: cloneVoiceFormSchema.shape.gender,
  language: cloneVoiceFormSchema.shape.language,
  owner_uid: documentIdSchemaWith(MSG_MISSING_REQUIRED_FIELDS),
});
export type CloneVoiceFields = z.infer<typeof cloneVoiceFieldsSchema>;

/** The uploaded sample as the server sees it: present, audio, at most 10 MB. */
export const cloneSampleSchema = z.object({
  filename: z.string(),
  mimeType: z
    .string()
    .refine((type) => type.startsWith(CLONE_SAMPLE_MIME_PREFIX), MSG_CLONE_SAMPLE_NOT_AUDIO),
  size: z
    .number()
    .int()
    .positive(MSG_MISSING_REQUIRED_FIELDS)
    .max(CLONE_SAMPLE_MAX_BYTES, MSG_CLONE_FILE_TOO_LARGE),
});
export type CloneSampleInfo = z.infer<typeof cloneSampleSchema>;

/**
 * The answer: both clones as t_voices ids with the provider's voice id as ttsId, and a playable sample
 * url per clone. A provider that failed has null voice and url; both failing is an error
 * ('Failed to clone voice').
 */
export const cloneVoiceResponseSchema = cloneResultSchema;
export type CloneVoiceResponse = z.infer<typeof cloneVoiceResponseSchema>;

// ---- PATCH /public/voices/{id} ----------------------------------------------------------------------

/**
 * Keeps the chosen clone (`id` is its candidate id from the clone answer, which becomes its t_voices id)
 * as the user's voice, among their favourites, and remembers the other clone's ttsId as fallback; the
 * candidates are removed. Owner only.
 */
export const chooseCloneProviderRequestSchema = z.object({
  id: documentIdSchema,
  cloneProvider: z.enum(CLONE_PROVIDERS),
  fallbackTtsId: z.string().trim().min(1).max(128).optional(),
});
export type ChooseCloneProviderRequest = z.infer<typeof chooseCloneProviderRequestSchema>;

export const chooseCloneProviderResponseSchema = z.object({
  id: z.string(),
  ttsId: z.string(),
  provider: z.string(),
  fallbackTtsId: z.string().nullable(),
});
export type ChooseCloneProviderResponse = z.infer<typeof chooseCloneProviderResponseSchema>;

// ---- DELETE /public/voices/clone/{id} ---------------------------------------------------------------

/**
 * Drops an unchosen clone: `id` is either candidate's id from the clone answer. Both candidates, their
 * provider voices and samples go. A clone already gone (discarded, swept or chosen) is fine: answers ok.
 */
export const discardVoiceCloneRequestSchema = z.object({ id: documentIdSchema });
export type DiscardVoiceCloneRequest = z.infer<typeof discardVoiceCloneRequestSchema>;

// ---- POST /public/voices/add-by-provider ------------------------------------------------------------

/** Providers a voice can be added from by id (the modal offers 11 Labs only). */
export const ADD_VOICE_PROVIDERS = ['11labs'] as const;

/** The add-voice form's payload, as the server accepts it: a known provider and a clone language code. */
export const addVoiceByProviderRequestSchema = addVoiceFormSchema.extend({
  provider: z.enum(ADD_VOICE_PROVIDERS, { error: MSG_SELECT_PROVIDER }),
  language: z.enum(CLONE_LANGUAGE_CODES, { error: MSG_SELECT_LANGUAGE_DOT }),
});
export type AddVoiceByProviderRequest = z.infer<typeof addVoiceByProviderRequestSchema>;

/** The new (or, on a retry, the existing) t_voices document's id and name. */
export const addVoiceByProviderResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  ttsId: z.string(),
  provider: z.string(),
});
export type AddVoiceByProviderResponse = z.infer<typeof addVoiceByProviderResponseSchema>;
