import {
  API_ERROR_REASONS,
  API_ROUTES,
  BILLING_RETURN_PATHS,
  billingPrice,
  createCheckoutSessionRequestSchema,
  MSG_UNKNOWN_PRICE,
  type BillingRedirectResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { appBaseUrl } from '../mail/templates';
import { failure } from '../lib/errors';
import { callStripe } from './call-stripe';
import { stripeClient } from './stripe-client';
import { ensureStripeCustomer } from './stripe-customer';

/**
 * POST /billing/checkout-session: a Stripe Checkout page subscribing the caller to one of the
 * configured prices. The plan changes when Stripe's webhook reports the subscription, not here.
 */
export const createCheckoutSessionRoute = defineRoute(
  API_ROUTES.createCheckoutSession,
  createCheckoutSessionRequestSchema,
  async ({ uid, input }): Promise<BillingRedirectResponse> => {
    if (!billingPrice(input.priceId)) {
      throw failure('invalid-argument', MSG_UNKNOWN_PRICE, { reason: API_ERROR_REASONS.unknownPrice });
    }
    const { caller } = await authorize(null, null, uid, { action: 'change' });
    const customer = await callStripe(() => ensureStripeCustomer(caller));
    const stripe = await stripeClient();
    const base = appBaseUrl();
    const session = await callStripe(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: uid,
        line_items: [{ price: input.priceId, quantity: input.quantity }],
        subscription_data: { metadata: { uid } },
        success_url: `${base}${BILLING_RETURN_PATHS.checkoutSuccess}`,
        cancel_url: `${base}${BILLING_RETURN_PATHS.checkoutCancel}`,
      }),
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { url: session.url };
  },
);
