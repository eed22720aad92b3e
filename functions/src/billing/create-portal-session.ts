import {
  API_ROUTES,
  BILLING_RETURN_PATHS,
  createPortalSessionRequestSchema,
  type BillingRedirectResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { appBaseUrl } from '../mail/templates';
import { callStripe, requireCustomer } from './call-stripe';
import { stripeClient } from './stripe-client';

/** POST /billing/portal-session: the Stripe Customer Portal (change plan, cancel, payment method). */
export const createPortalSessionRoute = defineRoute(
  API_ROUTES.createPortalSession,
  createPortalSessionRequestSchema,
  async ({ uid }): Promise<BillingRedirectResponse> => {
    const { caller } = await authorize(null, null, uid, { action: 'change' });
    const customer = requireCustomer(caller);
    const stripe = await stripeClient();
    const session = await callStripe(() =>
      stripe.billingPortal.sessions.create({
        customer,
        return_url: `${appBaseUrl()}${BILLING_RETURN_PATHS.portal}`,
      }),
    );
    return { url: session.url };
  },
);
