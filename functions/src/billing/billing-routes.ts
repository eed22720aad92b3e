// The billing routes of the `api` function (docs/billing.md).
import type { RouteDefinition } from '../api/route-definition';
import { adjustCreditsRoute } from './adjust-credits';
import { createCheckoutSessionRoute } from './create-checkout-session';
import { createPortalSessionRoute } from './create-portal-session';
import { getCreditsRoute } from './get-credits';
import { listInvoicesRoute } from './list-invoices';
import { stripeWebhookRoute } from './stripe-webhook';

export const BILLING_ROUTES: readonly RouteDefinition[] = [
  createCheckoutSessionRoute,
  createPortalSessionRoute,
  listInvoicesRoute,
  getCreditsRoute,
  adjustCreditsRoute,
  stripeWebhookRoute,
];
