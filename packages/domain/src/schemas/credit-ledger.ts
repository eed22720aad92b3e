import { z } from 'zod';
import { timestampSchema } from './common';

export const CREDIT_LEDGER_REASONS = ['monthly_grant', 'call_usage', 'purchase', 'adjustment'] as const;

/**
 * t_credit_ledger: one movement of a user's credits. Append-only; the balance is the running sum, and
 * balanceAfter records it so a reader needs no aggregation.
 */
export const creditLedgerEntrySchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1),
  orgId: z.string().nullable().default(null),
  /** Positive grants credits, negative spends them. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  reason: z.enum(CREDIT_LEDGER_REASONS),
  callId: z.string().nullable().default(null),
  /** For monthly grants: 'YYYY-MM', so a replayed grant trigger can detect it already ran. */
  period: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .nullable()
    .default(null),
  /** Why a platform ADMIN adjusted the balance (reason 'adjustment'), and who did. */
  note: z.string().nullable().default(null),
  adjustedBy: z.string().nullable().default(null),
  /** An adjustment that a platform ADMIN explicitly let take the balance below zero. */
  overdraft: z.boolean().default(false),
  /** For monthly grants: the Stripe invoice that paid for them (one grant per invoice). */
  invoiceId: z.string().nullable().default(null),
  createdAt: timestampSchema,
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

/**
 * t_credit_balances/{uid}: the running sum of a user's ledger, changed only in the same transaction as
 * the entry that moves it (docs/billing.md#the-credit-ledger). A user with no document has 0 credits.
 */
export const creditBalanceSchema = z.object({
  uid: z.string().min(1),
  balance: z.number().int().default(0),
  /**
   * Whether the balance limits calls: set by the first grant or adjustment. An account on a plan given
   * by contract, never invoiced, is not metered until a platform ADMIN grants it credits.
   */
  metered: z.boolean().default(false),
  updatedAt: timestampSchema.nullable().default(null),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;
