// The one way Parley talks to Vapi: the official SDK, its key from Secret Manager, its base URL from
// VAPI_BASE_URL (the local stack and the tests point it at scripts/fakes/vapi.ts).
import { VapiClient, VapiEnvironment } from '@vapi-ai/server-sdk';
import { secretValue } from '../lib/secrets';
import { VAPI_API_KEY } from './vapi-secrets';

/** A publish or a dial waits this long at most for Vapi before giving up (the SDK's default is 60 s). */
const TIMEOUT_SECONDS = 10;

export interface VapiClientOptions {
  /** How often the SDK retries a 408, 429 or 5xx, with backoff (its default: 2). Tests choose 0. */
  maxRetries?: number;
}

/** Vapi's base URL for this deployment: VAPI_BASE_URL when set, else Vapi's own. */
export function vapiBaseUrl(): string {
  const configured = process.env.VAPI_BASE_URL?.trim();
  return configured ? configured.replace(/\/+$/, '') : VapiEnvironment.Default;
}

/** A client for the current key and base URL (read now, so a rotated key takes effect on the next call). */
export function vapiClient({ maxRetries }: VapiClientOptions = {}): VapiClient {
  return new VapiClient({
    token: secretValue(VAPI_API_KEY),
    baseUrl: vapiBaseUrl(),
    timeoutInSeconds: TIMEOUT_SECONDS,
    ...(maxRetries === undefined ? {} : { maxRetries }),
  });
}
