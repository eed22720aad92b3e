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
  createdAt: timestampSchema,
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;
