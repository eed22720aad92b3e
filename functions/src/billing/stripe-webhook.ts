import { API_ERROR_REASONS, API_ROUTES, MSG_STRIPE_SIGNATURE_INVALID } from '@parley/domain';
import type { Request } from 'firebase-functions/https';
import type Stripe from 'stripe';
import { z } from 'zod';
import { defineServiceRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { stripeWebhookLogged } from './billing-logs';
import { stripeClient, stripeWebhookSecret } from './stripe-client';
import { processStripeEvent } from './stripe-events';

/** Events whose signature checked out, by request, for the handler (the router verifies first). */
const verified = new WeakMap<Request, Stripe.Event>();

const refuse = () =>
  failure('invalid-argument', MSG_STRIPE_SIGNATURE_INVALID, { reason: API_ERROR_REASONS.webhookSignature });

/**
 * Checks the Stripe-Signature header against the request's raw bytes (never the parsed JSON, which
 * would not re-serialise byte for byte) and the endpoint's secret: a 400 when it fails, before
 * anything is read or written.
 */
async function verifyStripeSignature(req: Request): Promise<void> {
  const secret = stripeWebhookSecret();
  const signature = req.get('stripe-signature');
  if (!secret || !signature || !Buffer.isBuffer(req.rawBody)) throw refuse();
  const stripe = await stripeClient();
  try {
    verified.set(req, stripe.webhooks.constructEvent(req.rawBody, signature, secret));
  } catch {
    throw refuse();
  }
}

/**
 * POST /stripe/webhook: Stripe's events about checkouts, subscriptions and invoices
 * (stripe-events.ts). Answers 200 for every verified event, handled or not, so Stripe stops retrying;
 * a failure while handling is a 500, which Stripe retries.
 */
export const stripeWebhookRoute = defineServiceRoute(
  API_ROUTES.stripeWebhook,
  z.object({}).loose(),
  verifyStripeSignature,
  async ({ req }) => {
    const event = verified.get(req);
    if (!event) throw refuse();
    const outcome = await processStripeEvent(db(), event);
    stripeWebhookLogged(event.id, event.type, outcome);
    return { received: true, outcome };
  },
);
