// The `twilio` SDK client: the platform's account (secrets TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN, read
// at call time) or a customer's own, and TWILIO_API_BASE_URL to send every request to the local fake.
import { LOCAL_TWILIO_PLATFORM_ACCOUNT } from '@parley/domain';
import { defineSecret } from 'firebase-functions/params';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { secretValue } from '../../lib/secrets';
import { ProviderError } from '../provider-error';

export const TWILIO_ACCOUNT_SID = defineSecret('TWILIO_ACCOUNT_SID');
export const TWILIO_AUTH_TOKEN = defineSecret('TWILIO_AUTH_TOKEN');

export interface TwilioKeys {
  accountSid: string;
  authToken: string;
}

const TWILIO_API_ORIGIN = 'https://api.twilio.com';
const TIMEOUT_MS = 10_000;

/** TWILIO_API_BASE_URL without a trailing slash (the local fake), or null for api.twilio.com. */
function apiBaseUrl(): string | null {
  const url = process.env.TWILIO_API_BASE_URL?.trim();
  return url ? url.replace(/\/+$/, '') : null;
}

/** The SDK's HTTP client with api.twilio.com swapped for `base` in every request URI. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: TIMEOUT_MS });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request({ ...opts, uri: opts.uri.replace(TWILIO_API_ORIGIN, this.base) });
  }
}

/** A client acting as `keys`' account, pointed at the fake when TWILIO_API_BASE_URL is set. */
export function twilioClient(keys: TwilioKeys): twilio.Twilio {
  const base = apiBaseUrl();
  return twilio(keys.accountSid, keys.authToken, {
    timeout: TIMEOUT_MS,
    ...(base ? { httpClient: new RedirectedRequestClient(base) } : {}),
  });
}

/**
 * The platform account: the secrets when set; otherwise, with TWILIO_API_BASE_URL pointing at the local
 * fake, the fake's platform account. With neither, numbers cannot be searched or bought.
 */
export function platformTwilioKeys(): TwilioKeys {
  const accountSid = secretValue(TWILIO_ACCOUNT_SID);
  const authToken = secretValue(TWILIO_AUTH_TOKEN);
  if (accountSid && authToken) return { accountSid, authToken };
  if (apiBaseUrl()) return LOCAL_TWILIO_PLATFORM_ACCOUNT;
  throw new ProviderError(
    'twilio',
    null,
    null,
    'Twilio is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)',
  );
}

/** Runs an SDK call, turning its RestException (or a network failure) into a ProviderError. */
export async function callTwilio<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    // A RestException's message is Twilio's own; anything else never reached Twilio.
    if (error instanceof twilio.RestException) throw new ProviderError('twilio', error.status, error.message);
    throw new ProviderError('twilio', null, null, error instanceof Error ? error.message : String(error));
  }
}
