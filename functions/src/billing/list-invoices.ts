import { API_ROUTES, noBillingInputSchema, type ListInvoicesResponse } from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { callStripe } from './call-stripe';
import { stripeClient } from './stripe-client';

/** How many invoices the Billing section lists: two years of monthly ones. */
const INVOICE_PAGE = 24;

/** GET /billing/invoices: the caller's Stripe invoices, newest first (none before a first checkout). */
export const listInvoicesRoute = defineRoute(
  API_ROUTES.listInvoices,
  noBillingInputSchema,
  async ({ uid }): Promise<ListInvoicesResponse> => {
    const { caller } = await authorize(null, null, uid, { action: 'read' });
    if (!caller.stripeCustomerId) return { invoices: [] };
    const customer = caller.stripeCustomerId;
    const stripe = await stripeClient();
    const page = await callStripe(() => stripe.invoices.list({ customer, limit: INVOICE_PAGE }));
    return {
      invoices: page.data.map((invoice) => ({
        id: invoice.id,
        number: invoice.number,
        status: invoice.status,
        amountDue: invoice.amount_due,
        amountPaid: invoice.amount_paid,
        currency: invoice.currency,
        createdAt: invoice.created * 1000,
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
        invoicePdf: invoice.invoice_pdf ?? null,
      })),
    };
  },
);
