// Request and response bodies of the voice library's callables: favourites and
// the agent's voice. The clone and add-by-provider routes live with their provider adapters.
import { z } from 'zod';
import { agentVoiceUpdateSchema } from '../schemas/agent-voice-update';
import { documentIdSchema } from '../schemas/document-id';

const id = documentIdSchema;

/**
 * Callable toggleFavouriteVoice: favourite true adds the voice to the caller's myVoiceIds and raises its
 * addedCount by 1; false takes it out and lowers addedCount, never below 0. Repeating a request changes
 * nothing, so retries are safe.
 */
export const toggleFavouriteVoiceRequestSchema = z.object({ voiceId: id, favourite: z.boolean() }).strict();
export type ToggleFavouriteVoiceRequest = z.infer<typeof toggleFavouriteVoiceRequestSchema>;

/** The state after the toggle: whether it is a favourite now and the voice's addedCount. */
export const toggleFavouriteVoiceResponseSchema = z.object({
  voiceId: z.string(),
  favourite: z.boolean(),
  addedCount: z.number().int().nonnegative(),
});
export type ToggleFavouriteVoiceResponse = z.infer<typeof toggleFavouriteVoiceResponseSchema>;

/**
 * Callable updateAgentVoice: {agentId, selectedVoiceId} or {agentId, enableMultiLingual,
 * voiceEngineSettings}. The voice must be visible to the caller; a realtime voice needs the
 * caller's enableBetaVoices. Answers okResponseSchema.
 */
export const updateAgentVoiceRequestSchema = agentVoiceUpdateSchema;
export type UpdateAgentVoiceRequest = z.infer<typeof updateAgentVoiceRequestSchema>;

/**
 * GET /public/voices/system-bundle: a Firestore bundle (application/octet-stream) holding every System
 * voice and the named query below, so the web loads the catalogue from one cached response instead of
 * reading each voice document. Requires a bearer ID token like every route.
 */
export const SYSTEM_VOICES_BUNDLE_ID = 'system-voices';
/** The named query inside the bundle: t_voices where ownerUid == 'System'. */
export const SYSTEM_VOICES_NAMED_QUERY = 'system-voices';
/** How long the server keeps a built bundle and browsers/CDN may reuse it. */
export const SYSTEM_VOICES_BUNDLE_MAX_AGE_SECONDS = 60;

/** Cloud Storage folder of the System voices' preview clips (seeded): system-voices/{voiceId}.wav. */
export const SYSTEM_VOICE_CLIPS_STORAGE_DIR = 'system-voices';
