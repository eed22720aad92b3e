import { API_ERROR_REASONS, MSG_USER_NOT_FOUND, type User } from '@parley/domain';
import { readUser, userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { failure } from '../lib/errors';
import { stripeClient } from './stripe-client';

/**
 * The user's Stripe customer id, creating the customer on first use. Safe under retries and races:
 * Stripe dedupes the create by its idempotency key (the uid), and the first id stored wins.
 */
export async function ensureStripeCustomer(user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const stripe = await stripeClient();
  const customer = await stripe.customers.create(
    { ...(user.email ? { email: user.email } : {}), metadata: { uid: user.uid } },
    { idempotencyKey: `parley-customer-${user.uid}` },
  );
  return db().runTransaction(async (tx) => {
    const current = await readUser(user.uid, tx);
    if (!current) throw failure('not-found', MSG_USER_NOT_FOUND, { reason: API_ERROR_REASONS.userNotFound });
    if (current.stripeCustomerId) return current.stripeCustomerId;
    tx.update(userRef(user.uid), { stripeCustomerId: customer.id });
    return customer.id;
  });
}
