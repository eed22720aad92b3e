import { z } from 'zod';
import { timestampSchema } from './common';

/** How a number came onto the do-not-call list. */
export const DO_NOT_CALL_SOURCES = ['manual', 'import', 'opt-out'] as const;
export const doNotCallSourceSchema = z.enum(DO_NOT_CALL_SOURCES);
export type DoNotCallSource = z.infer<typeof doNotCallSourceSchema>;

/**
 * t_do_not_call/{orgId}_{E.164 number} (doNotCallId): one number an organisation never calls. Members
 * read; the owner and admins remove; functions write (docs/campaigns.md#do-not-call).
 */
export const doNotCallEntrySchema = z.object({
  orgId: z.string().min(1),
  /** E.164, as contacts store it. */
  phoneNumber: z.string().min(1),
  source: doNotCallSourceSchema.default('manual'),
  addedAt: timestampSchema.nullable().default(null),
  /** The uid that added it; null for an opt-out heard in a call. */
  addedBy: z.string().nullable().default(null),
});
export type DoNotCallEntry = z.infer<typeof doNotCallEntrySchema>;

/** The document id of an organisation's entry for an E.164 number: one entry per number. */
export const doNotCallId = (orgId: string, phoneNumber: string): string => `${orgId}_${phoneNumber}`;
