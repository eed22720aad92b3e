// ElevenLabs through @elevenlabs/elevenlabs-js: instant voice cloning (POST /v1/voices/add), text to
// speech (POST /v1/text-to-speech/{voice_id}) and voice lookup (GET /v1/voices/{voice_id}).
import type { ElevenLabsClient } from '@elevenlabs/elevenlabs-js';
import { defineSecret } from 'firebase-functions/params';
import { providerBaseUrl, providerCall, providerKey, type VoiceProviderAdapter } from '../voice-provider';

export const ELEVENLABS_API_KEY = defineSecret('ELEVENLABS_API_KEY');
export const ELEVENLABS_BASE_URL_ENV = 'ELEVENLABS_BASE_URL';
/** The multilingual model speaks every clone language. */
const MODEL_ID = 'eleven_multilingual_v2';
/** WAV, so the sample plays in every browser and the fake can answer the same format. */
const OUTPUT_FORMAT = 'wav_22050';
const TIMEOUT_SECONDS = 60;

type ElevenLabsSdk = typeof import('@elevenlabs/elevenlabs-js');
// The SDK takes seconds to load. Loaded on first use, it stays out of every function's cold start and
// out of the deploy-time discovery, which must load the whole bundle within 10 seconds.
let sdk: ElevenLabsSdk | undefined;

async function client(): Promise<ElevenLabsClient> {
  sdk ??= await import('@elevenlabs/elevenlabs-js');
  const baseUrl = providerBaseUrl(ELEVENLABS_BASE_URL_ENV);
  return new sdk.ElevenLabsClient({
    apiKey: providerKey('elevenlabs', ELEVENLABS_API_KEY, baseUrl),
    ...(baseUrl ? { baseUrl } : {}),
    // Cloning is not idempotent (a retry makes a second voice); the user retries from the modal instead.
    maxRetries: 0,
    timeoutInSeconds: TIMEOUT_SECONDS,
  });
}

const call = <T>(run: () => Promise<T>): Promise<T> =>
  providerCall(
    'elevenlabs',
    // A failed call has loaded the SDK (client() ran first).
    (error) =>
      sdk && error instanceof sdk.ElevenLabsError ? { status: error.statusCode, body: error.body } : null,
    run,
  );

export const elevenLabsAdapter: VoiceProviderAdapter = {
  name: 'elevenlabs',
  cloneVoice: (sample, name) =>
    call(async () => {
      const created = await (
        await client()
      ).voices.ivc.create({
        name,
        files: [{ data: sample.bytes, filename: sample.filename, contentType: sample.contentType }],
      });
      return created.voiceId;
    }),
  synthesize: (voiceId, text, language) =>
    call(async () => {
      const stream = await (
        await client()
      ).textToSpeech.convert(voiceId, {
        text,
        modelId: MODEL_ID,
        languageCode: language,
        outputFormat: OUTPUT_FORMAT,
      });
      return { bytes: Buffer.from(await new Response(stream).arrayBuffer()), contentType: 'audio/wav' };
    }),
  getVoice: (voiceId) =>
    call(async () => {
      const voice = await (await client()).voices.get(voiceId);
      return {
        id: voice.voiceId,
        name: voice.name ?? voice.voiceId,
        gender: voice.labels?.gender ?? null,
        accent: voice.labels?.accent ?? null,
        previewUrl: voice.previewUrl ?? null,
      };
    }),
  deleteVoice: (voiceId) =>
    call(async () => {
      await (await client()).voices.delete(voiceId);
    }),
};
