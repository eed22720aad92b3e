import { z } from 'zod';
import { timestampSchema } from './common';

/** 'HH:MM', 24-hour. */
const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 24-hour');

/** Hours on some days of the week in the callee's local time; an end not after the start runs past midnight. */
export const localHoursSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  days: z.array(z.number().int().min(0).max(6)).default([1, 2, 3, 4, 5]),
  windowStart: wallTimeSchema.default('09:00'),
  windowEnd: wallTimeSchema.default('17:00'),
});
export type LocalHours = z.infer<typeof localHoursSchema>;

/**
 * An organisation's outbound rules (`outboundPolicy` of t_orgs/{orgId}, server-written), applied by the
 * pre-dial decision (rules/pre-dial.ts) on top of the law's hours and the campaign's own.
 */
export const outboundPolicySchema = z.object({
  /** The organisation's calling hours in the callee's local time; null: the law's and the campaign's only. */
  hours: localHoursSchema.nullable().default(null),
  /** A contact without a consent record (source and time) is never dialled. */
  requireConsent: z.boolean().default(false),
  /** Calls placed to one contact over the whole campaign. */
  maxAttempts: z.number().int().min(1).max(20).default(3),
  /** Calls placed to one contact on one day of its local calendar. */
  maxAttemptsPerDay: z.number().int().min(1).max(20).default(1),
  /** Calls placed from one pool number on one day (the campaign's timezone); null: no cap. */
  maxCallsPerNumberPerDay: z.number().int().min(1).nullable().default(null),
});
export type OutboundPolicy = z.infer<typeof outboundPolicySchema>;

/** Where and when a contact agreed to be called; from the contacts file's consent columns. */
export const contactConsentSchema = z.object({
  source: z.string().min(1),
  at: timestampSchema,
});
export type ContactConsent = z.infer<typeof contactConsentSchema>;
