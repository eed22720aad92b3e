// How a telephony provider's failure reaches the client, with the spec's 'Error <doing thing>: <cause>'
// message. What the user can fix answers 4xx; only our faults and the provider's own outages answer 5xx:
//
//   provider answer                         customer's account             platform's account
//   401 / 403 (keys refused)                400 credentials-rejected       503 provider-failed (our keys)
//   404 (no such number or account)         404 provider-refused           404 provider-refused
//   other 4xx (number not for sale, bad     409 provider-refused           409 provider-refused
//     area code, already taken...)
//   429, 5xx, unreachable, not configured   503 provider-failed            503 provider-failed
//
// 409 (`aborted`) because the request conflicts with the provider's current state: another number, or
// the same later, may succeed. See docs/campaigns.md.
import { API_ERROR_REASONS, MSG_PROVIDER_CREDENTIALS_REJECTED } from '@parley/domain';
import type { HttpsError } from 'firebase-functions/https';
import { failure } from '../lib/errors';
import { ProviderError } from '../providers/provider-error';
import { platformKeysRejected } from './number-logs';

/** Whose provider account a call acts for: the organisation's own keys, or the platform's. */
export type ProviderAccount = 'customer' | 'platform';

/** The provider refused the request as made (a 4xx other than a refusal of the keys or a rate limit). */
function refusedRequest(status: number | null): boolean {
  return status !== null && status >= 400 && status < 500 && status !== 429;
}

function translate(error: ProviderError, doing: string, account: ProviderAccount): HttpsError {
  const details = { provider: error.provider, providerStatus: error.status };
  if (error.credentialsRejected) {
    if (account === 'customer') {
      return failure('invalid-argument', MSG_PROVIDER_CREDENTIALS_REJECTED, {
        reason: API_ERROR_REASONS.credentialsRejected,
        ...details,
      });
    }
    // The platform's own keys were refused: our fault, logged and answered as an outage.
    platformKeysRejected(error.provider, doing, error);
    return failure('unavailable', `${doing}: the provider is not available`, {
      reason: API_ERROR_REASONS.providerFailed,
      ...details,
    });
  }
  if (refusedRequest(error.status)) {
    return failure(error.notFound ? 'not-found' : 'aborted', `${doing}: ${error.message}`, {
      reason: API_ERROR_REASONS.providerRefused,
      ...details,
    });
  }
  return failure('unavailable', `${doing}: ${error.message}`, {
    reason: API_ERROR_REASONS.providerFailed,
    ...details,
  });
}

/** The client-facing error of a provider failure; anything that is not a ProviderError passes as is. */
export function providerFailure(error: unknown, doing: string, account: ProviderAccount): Error {
  if (!(error instanceof ProviderError)) return error instanceof Error ? error : new Error(String(error));
  return translate(error, doing, account);
}

/** Runs a provider call for `account`; a ProviderError becomes the client-facing HttpsError. */
export async function withProvider<Result>(
  doing: string,
  account: ProviderAccount,
  run: () => Promise<Result>,
): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    throw providerFailure(error, doing, account);
  }
}
