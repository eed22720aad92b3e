import { defineSecret } from 'firebase-functions/params';

/** The voice engine's API key (sent as a bearer token) and the secret its webhooks carry. */
export const VOICE_ENGINE_API_KEY = defineSecret('VOICE_ENGINE_API_KEY');
export const VOICE_ENGINE_WEBHOOK_SECRET = defineSecret('VOICE_ENGINE_WEBHOOK_SECRET');

/**
 * Bound to every function that talks to the voice engine, which then finds them in its environment
 * (where the client reads them). The emulator takes them from its environment directly (`npm start`
 * sets the fake engine's), so nothing is bound there.
 */
export const VOICE_ENGINE_SECRETS =
  process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [VOICE_ENGINE_API_KEY, VOICE_ENGINE_WEBHOOK_SECRET];
