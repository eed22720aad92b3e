// The voice providers the voice library clones at, by name, and the secrets the `api` function needs.
import { CARTESIA_API_KEY, cartesiaAdapter } from './cartesia/cartesia-adapter';
import { ELEVENLABS_API_KEY, elevenLabsAdapter } from './elevenlabs/elevenlabs-adapter';
import type { VoiceProviderAdapter, VoiceProviderName } from './voice-provider';

export const VOICE_PROVIDER_ADAPTERS: Readonly<Record<VoiceProviderName, VoiceProviderAdapter>> = {
  elevenlabs: elevenLabsAdapter,
  cartesia: cartesiaAdapter,
};

/**
 * Bound to the `api` function so the deployed runtime receives the keys. Not in the Functions emulator:
 * it would ask Secret Manager for each declared secret at every worker start (an error offline); there a
 * key comes from the environment npm start passes through, or the provider's fake needs none.
 */
export const VOICE_PROVIDER_SECRETS =
  process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [ELEVENLABS_API_KEY, CARTESIA_API_KEY];
