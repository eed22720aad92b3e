import { API_ERROR_REASONS, MSG_ERROR_BUYING_PHONE_NUMBER } from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { describe, expect, it } from 'vitest';
import { ProviderError } from '../providers/provider-error';
import { providerFailure, type ProviderAccount } from './provider-failure';

/** The HTTP status and reason a provider answer reaches the client as. */
function answer(status: number | null, account: ProviderAccount) {
  const error = providerFailure(
    new ProviderError('twilio', status, 'Phone number +19995550100 is not available'),
    MSG_ERROR_BUYING_PHONE_NUMBER,
    account,
  );
  if (!(error instanceof HttpsError)) throw new Error('expected an HttpsError');
  return {
    status: error.httpErrorCode.status,
    reason: (error.details as { reason: string }).reason,
    message: error.message,
  };
}

describe('provider failures', () => {
  it("answers a provider's refusal of the request with a 4xx the user can act on", () => {
    expect(answer(400, 'platform')).toEqual({
      status: 409,
      reason: API_ERROR_REASONS.providerRefused,
      message: `${MSG_ERROR_BUYING_PHONE_NUMBER}: Phone number +19995550100 is not available`,
    });
    expect(answer(422, 'customer')).toMatchObject({ status: 409, reason: API_ERROR_REASONS.providerRefused });
    expect(answer(404, 'customer')).toMatchObject({ status: 404, reason: API_ERROR_REASONS.providerRefused });
  });

  it("blames the customer's keys on them and the platform's keys on us", () => {
    expect(answer(401, 'customer')).toMatchObject({
      status: 400,
      reason: API_ERROR_REASONS.credentialsRejected,
    });
    expect(answer(403, 'customer')).toMatchObject({
      status: 400,
      reason: API_ERROR_REASONS.credentialsRejected,
    });
    expect(answer(401, 'platform')).toMatchObject({ status: 503, reason: API_ERROR_REASONS.providerFailed });
  });

  it('keeps 5xx for outages: provider errors, rate limits and an unreachable provider', () => {
    for (const status of [500, 502, 429, null]) {
      expect(answer(status, 'platform')).toMatchObject({
        status: 503,
        reason: API_ERROR_REASONS.providerFailed,
      });
    }
  });

  it('passes anything that is not a provider error through untouched', () => {
    const bug = new TypeError('a bug');
    expect(providerFailure(bug, MSG_ERROR_BUYING_PHONE_NUMBER, 'platform')).toBe(bug);
  });
});
