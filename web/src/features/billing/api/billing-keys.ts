// The billing feature's query keys: checkout, portal and ADMIN adjustments invalidate them.
export const billingKeys = {
  all: ['billing'] as const,
  /** GET /billing/credits. */
  credits: ['billing', 'credits'] as const,
  /** GET /billing/invoices. */
  invoices: ['billing', 'invoices'] as const,
} as const;
