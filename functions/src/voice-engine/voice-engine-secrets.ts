import { defineSecret } from 'firebase-functions/params';
import { bindableSecrets } from '../lib/secrets';

/** The voice engine's API key (sent as a bearer token) and the secret its webhooks carry. */
export const VOICE_ENGINE_API_KEY = defineSecret('VOICE_ENGINE_API_KEY');
export const VOICE_ENGINE_WEBHOOK_SECRET = defineSecret('VOICE_ENGINE_WEBHOOK_SECRET');

/**
 * Bound to the functions that place calls (which give the engine the webhook secret) and receive its
 * webhooks. The emulator takes them from its environment (`npm start` sets the fake engine's).
 */
export const VOICE_ENGINE_SECRETS = bindableSecrets(VOICE_ENGINE_API_KEY, VOICE_ENGINE_WEBHOOK_SECRET);

/** Bound to the functions that only call the engine (clearing an agent's cache): its API key alone. */
export const VOICE_ENGINE_CLIENT_SECRETS = bindableSecrets(VOICE_ENGINE_API_KEY);
