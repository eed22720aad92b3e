// The voice providers the voice library clones at, by name, and the secrets the `api` function needs.
import { bindableSecrets } from '../lib/secrets';
import { CARTESIA_API_KEY, cartesiaAdapter } from './cartesia/cartesia-adapter';
import { ELEVENLABS_API_KEY, elevenLabsAdapter } from './elevenlabs/elevenlabs-adapter';
import type { VoiceProviderAdapter, VoiceProviderName } from './voice-provider';

export const VOICE_PROVIDER_ADAPTERS: Readonly<Record<VoiceProviderName, VoiceProviderAdapter>> = {
  elevenlabs: elevenLabsAdapter,
  cartesia: cartesiaAdapter,
};

/** Bound to the `api` function so the deployed runtime receives the keys (in the emulator a fake needs none). */
export const VOICE_PROVIDER_SECRETS = bindableSecrets(ELEVENLABS_API_KEY, CARTESIA_API_KEY);
