// Request and response bodies of the billing routes (docs/billing.md).
import { z } from 'zod';
import { creditBalanceSchema, creditLedgerEntrySchema } from '../schemas/credit-ledger';
import { documentIdSchema } from '../schemas/document-id';
import { subscriptionStatusSchema } from '../enums';

/**
 * Where Stripe sends the browser back, below the web app's origin: after a paid checkout, after a
 * cancelled one, and from the Customer Portal.
 */
export const BILLING_RETURN_PATHS = {
  checkoutSuccess: '/settings/billing?checkout=success',
  checkoutCancel: '/pricing?checkout=cancel',
  portal: '/settings/billing',
} as const;

/** POST /billing/checkout-session: subscribe to a price (rules/billing-prices.ts) through Stripe Checkout. */
export const createCheckoutSessionRequestSchema = z.object({
  priceId: documentIdSchema,
  quantity: z.number().int().min(1).max(100).default(1),
});
export type CreateCheckoutSessionRequest = z.infer<typeof createCheckoutSessionRequestSchema>;

/** POST /billing/portal-session: no body. */
export const createPortalSessionRequestSchema = z.object({});

/** The Checkout or Customer Portal page to send the browser to. */
export const billingRedirectResponseSchema = z.object({ url: z.url() });
export type BillingRedirectResponse = z.infer<typeof billingRedirectResponseSchema>;

/** GET /billing/invoices and GET /billing/credits: no input. */
export const noBillingInputSchema = z.object({});

/** One of the caller's Stripe invoices, as the Billing section lists it. Amounts in cents. */
export const billingInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable(),
  amountDue: z.number().int(),
  amountPaid: z.number().int(),
  currency: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  hostedInvoiceUrl: z.string().nullable(),
  invoicePdf: z.string().nullable(),
});
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;

export const listInvoicesResponseSchema = z.object({ invoices: z.array(billingInvoiceSchema) });
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;

/** GET /billing/credits: the balance, the latest ledger entries (newest first) and the subscription. */
export const creditsResponseSchema = z.object({
  balance: creditBalanceSchema.shape.balance,
  /** Whether the balance limits calls: a metered balance at or below 0 stops outbound calls. */
  metered: creditBalanceSchema.shape.metered,
  entries: z.array(creditLedgerEntrySchema),
  status: subscriptionStatusSchema.nullable(),
});
export type CreditsResponse = z.infer<typeof creditsResponseSchema>;

/**
 * The largest credit adjustment either way: far above any plan's monthly credits, and small enough that
 * no run of adjustments takes a balance out of the safe integers the ledger stores.
 */
export const CREDIT_ADJUSTMENT_MAX = 1_000_000;

/**
 * POST /billing/credits/adjust (platform ADMIN): a signed amount and why. requestId makes a retried
 * request apply once. A debit below a zero balance is refused unless `overdraft` says it is meant; the
 * ledger entry then records it beside the reason.
 */
export const adjustCreditsRequestSchema = z.object({
  uid: documentIdSchema,
  amount: z
    .number()
    .int()
    .min(-CREDIT_ADJUSTMENT_MAX)
    .max(CREDIT_ADJUSTMENT_MAX)
    .refine((value) => value !== 0, 'Must not be 0'),
  reason: z.string().trim().min(1).max(500),
  requestId: documentIdSchema,
  overdraft: z.boolean().default(false),
});
export type AdjustCreditsRequest = z.infer<typeof adjustCreditsRequestSchema>;

export const adjustCreditsResponseSchema = z.object({ balance: z.number().int() });
export type AdjustCreditsResponse = z.infer<typeof adjustCreditsResponseSchema>;
