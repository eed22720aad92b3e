// How a telephony provider's failure reaches the client: rejected customer credentials are the caller's
// to fix; anything else is 'unavailable' with the spec's 'Error <doing thing>: <cause>' message.
import { API_ERROR_REASONS, MSG_PROVIDER_CREDENTIALS_REJECTED } from '@parley/domain';
import { failure } from '../lib/errors';
import { ProviderError } from '../providers/provider-error';

export function providerFailure(error: unknown, doing: string): Error {
  if (!(error instanceof ProviderError)) return error instanceof Error ? error : new Error(String(error));
  if (error.credentialsRejected) {
    return failure('invalid-argument', MSG_PROVIDER_CREDENTIALS_REJECTED, {
      reason: API_ERROR_REASONS.credentialsRejected,
      provider: error.provider,
    });
  }
  return failure('unavailable', `${doing}: ${error.message}`, {
    reason: API_ERROR_REASONS.providerFailed,
    provider: error.provider,
    providerStatus: error.status,
  });
}

/** Runs a provider call; a ProviderError becomes the client-facing HttpsError, anything else passes. */
export async function withProvider<Result>(doing: string, run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    throw providerFailure(error, doing);
  }
}
