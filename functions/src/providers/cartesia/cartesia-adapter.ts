// Cartesia through @cartesia/cartesia-js: voice cloning (POST /voices/clone), text to speech
// (POST /tts/bytes) and voice lookup (GET /voices/{id}).
import Cartesia, { APIError } from '@cartesia/cartesia-js';
import { defineSecret } from 'firebase-functions/params';
import { providerBaseUrl, providerCall, providerKey, type VoiceProviderAdapter } from '../voice-provider';

export const CARTESIA_API_KEY = defineSecret('CARTESIA_API_KEY');
export const CARTESIA_BASE_URL_ENV = 'CARTESIA_BASE_URL';
const MODEL_ID = 'sonic-3';
const SAMPLE_RATE = 22_050;
const TIMEOUT_MS = 60_000;

function client(): Cartesia {
  const baseURL = providerBaseUrl(CARTESIA_BASE_URL_ENV);
  return new Cartesia({
    apiKey: providerKey('cartesia', CARTESIA_API_KEY, baseURL),
    ...(baseURL ? { baseURL } : {}),
    // Cloning is not idempotent (a retry makes a second voice); the user retries from the modal instead.
    maxRetries: 0,
    timeout: TIMEOUT_MS,
  });
}

const call = <T>(run: () => Promise<T>): Promise<T> =>
  providerCall('cartesia', (error) => (error instanceof APIError ? readApiError(error) : null), run);

/** The SDK types APIError's status and body loosely; read them as unknown. */
function readApiError(error: { status: unknown; error: unknown }): { status: unknown; body: unknown } {
  const status: unknown = error.status;
  const body: unknown = error.error;
  return { status, body };
}

export const cartesiaAdapter: VoiceProviderAdapter = {
  name: 'cartesia',
  cloneVoice: (sample, name, language) =>
    call(async () => {
      const clip = new File([new Uint8Array(sample.bytes)], sample.filename, { type: sample.contentType });
      const voice = await client().voices.clone({ clip, name, language });
      return voice.id;
    }),
  synthesize: (voiceId, text, language) =>
    call(async () => {
      const response = await client().tts.generate({
        model_id: MODEL_ID,
        transcript: text,
        voice: { mode: 'id', id: voiceId },
        output_format: { container: 'wav', encoding: 'pcm_s16le', sample_rate: SAMPLE_RATE },
        language,
      });
      return { bytes: Buffer.from(await response.arrayBuffer()), contentType: 'audio/wav' };
    }),
  getVoice: (voiceId) =>
    call(async () => {
      const voice = await client().voices.get(voiceId);
      return { id: voice.id, name: voice.name, gender: null, accent: null, previewUrl: null };
    }),
  deleteVoice: (voiceId) =>
    call(async () => {
      await client().voices.delete(voiceId);
    }),
};
