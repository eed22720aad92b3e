// The one way Parley talks to Vapi: the official SDK, its key from Secret Manager, its base URL from
// VAPI_BASE_URL (the local stack and the tests point it at scripts/fakes/vapi.ts). The SDK loads on first
// use: loading it takes about half a second, which every cold start of every function would pay otherwise
// (the enum values read before that are in vapi-enums.ts).
import type { VapiClient } from '@vapi-ai/server-sdk';
import { secretValue } from '../lib/secrets';
import { VAPI_API_KEY } from './vapi-secrets';

/** A publish or a dial waits this long at most for Vapi before giving up (the SDK's default is 60 s). */
const TIMEOUT_SECONDS = 10;

/** Vapi's own API (the SDK's VapiEnvironment.Default; vapi-enums.test.ts checks they agree). */
export const VAPI_DEFAULT_BASE_URL = 'https://api.vapi.ai';

export interface VapiClientOptions {
  /** How often the SDK retries a 408, 429 or 5xx, with backoff (its default: 2). Tests choose 0. */
  maxRetries?: number;
}

/** A client, or one being made: the operations take either, so a caller never has to await vapiClient(). */
export type VapiClientLike = VapiClient | Promise<VapiClient>;

type VapiSdk = typeof import('@vapi-ai/server-sdk');
let sdk: VapiSdk | null = null;

/** The SDK once something has loaded it, else null (then nothing it threw can be in hand). */
export function loadedVapiSdk(): VapiSdk | null {
  return sdk;
}

/** Vapi's base URL for this deployment: VAPI_BASE_URL when set, else Vapi's own. */
export function vapiBaseUrl(): string {
  const configured = process.env.VAPI_BASE_URL?.trim();
  return configured ? configured.replace(/\/+$/, '') : VAPI_DEFAULT_BASE_URL;
}

/** A client for the current key and base URL (read now, so a rotated key takes effect on the next call). */
export async function vapiClient({ maxRetries }: VapiClientOptions = {}): Promise<VapiClient> {
  sdk ??= await import('@vapi-ai/server-sdk');
  return new sdk.VapiClient({
    token: secretValue(VAPI_API_KEY),
    baseUrl: vapiBaseUrl(),
    timeoutInSeconds: TIMEOUT_SECONDS,
    ...(maxRetries === undefined ? {} : { maxRetries }),
  });
}
