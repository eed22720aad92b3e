// What the voice library needs from a voice provider (ElevenLabs, Cartesia), whatever its SDK: clone a
// voice from a sample, speak a text with a voice, look a voice up. Keys are Secret Manager secrets read at
// call time; `<PROVIDER>_BASE_URL` sends the SDK to a local fake (scripts/fakes) instead.
import type { CloneLanguageCode } from '@parley/domain';
import type { SecretParam } from 'firebase-functions/params';
import { secretValue } from '../lib/secrets';
import { ProviderError, type VoiceProviderName } from './provider-error';

export type { VoiceProviderName } from './provider-error';

export interface AudioSample {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

export interface SynthesizedAudio {
  bytes: Buffer;
  contentType: string;
}

/** A voice as the provider describes it (labels it lacks are null). */
export interface ProviderVoice {
  id: string;
  name: string;
  gender: string | null;
  accent: string | null;
  previewUrl: string | null;
}

export interface VoiceProviderAdapter {
  readonly name: VoiceProviderName;
  /** Creates an instant clone; answers the provider's voice id. */
  cloneVoice(sample: AudioSample, name: string, language: CloneLanguageCode): Promise<string>;
  synthesize(voiceId: string, text: string, language: CloneLanguageCode): Promise<SynthesizedAudio>;
  getVoice(voiceId: string): Promise<ProviderVoice>;
  /** Removes a clone made here (undoing a clone the voice library will not keep). */
  deleteVoice(voiceId: string): Promise<void>;
}

/** The key a fake accepts: any non-empty value, since the SDKs refuse to send a request without one. */
const LOCAL_FAKE_KEY = 'local-fake-key';

/** The base URL override (the local fake), without a trailing slash; undefined for the real API. */
export function providerBaseUrl(envVar: string): string | undefined {
  const url = process.env[envVar]?.trim();
  return url ? url.replace(/\/+$/, '') : undefined;
}

/**
 * The API key, read now (never at import): the secret's value, or a placeholder when only a fake is
 * configured. Neither: the provider is unusable, reported like an unreachable provider.
 */
export function providerKey(
  provider: VoiceProviderName,
  secret: SecretParam,
  baseUrl: string | undefined,
): string {
  const key = secretValue(secret);
  if (key) return key;
  if (baseUrl) return LOCAL_FAKE_KEY;
  throw new ProviderError(provider, null, null);
}

/** A provider's error body reduced to its message: `detail` (a string or `{ message }`), or `message`. */
export function providerDetail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string' && detail.trim() !== '') return detail;
  if (typeof detail === 'object' && detail !== null) {
    const nested = (detail as { message?: unknown }).message;
    if (typeof nested === 'string' && nested.trim() !== '') return nested;
  }
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    const msg = typeof first === 'object' && first !== null ? (first as { msg?: unknown }).msg : undefined;
    if (typeof msg === 'string') return msg;
  }
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** What an SDK's error says: the HTTP status and the error body, or null when it is not an SDK error. */
export type SdkErrorReader = (error: unknown) => { status: unknown; body: unknown } | null;

/**
 * Runs an SDK call for `provider`, turning every failure into a ProviderError: the SDK's status and
 * the provider's detail when `readSdkError` recognises the error, else "unreachable".
 */
export async function providerCall<T>(
  provider: VoiceProviderName,
  readSdkError: SdkErrorReader,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const sdkError = readSdkError(error);
    const status = typeof sdkError?.status === 'number' ? sdkError.status : null;
    throw new ProviderError(provider, status, sdkError ? providerDetail(sdkError.body) : null);
  }
}
