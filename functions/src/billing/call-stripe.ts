import { API_ERROR_REASONS, MSG_NO_BILLING_ACCOUNT, type User } from '@parley/domain';
import { HttpsError } from 'firebase-functions/https';
import { failure } from '../lib/errors';
import { StripeNotConfiguredError } from './stripe-client';

/** Runs a Stripe call; Stripe's refusal or absence becomes a provider failure the client can switch on. */
export async function callStripe<Result>(run: () => Promise<Result>): Promise<Result> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const unavailable = error instanceof StripeNotConfiguredError;
    throw failure(unavailable ? 'failed-precondition' : 'unavailable', `Stripe: ${message}`, {
      reason: API_ERROR_REASONS.providerFailed,
      provider: 'stripe',
    });
  }
}

/** The caller's Stripe customer id; failed-precondition when they never began a checkout. */
export function requireCustomer(user: User): string {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  throw failure('failed-precondition', MSG_NO_BILLING_ACCOUNT, {
    reason: API_ERROR_REASONS.noBillingAccount,
  });
}
