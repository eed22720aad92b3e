import { z } from 'zod';
import { callStatusSchema } from '../enums';
import { contactConsentSchema } from './outbound-policy';

/**
 * Where a contact is in a campaign run. PENDING: not dialled yet. DIALING: claimed by a runner step,
 * which gave it a callId and a lease; the call is being placed or is under way. DONE: its call ended
 * (whatever the outcome, see callStatus); it is never dialled again. SKIPPED: the pre-dial decision
 * refused it for good (do-not-call, no consent, attempts used; see decisionReason); never dialled.
 */
export const CONTACT_STATUSES = ['PENDING', 'DIALING', 'DONE', 'SKIPPED'] as const;
export const contactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof contactStatusSchema>;

/** t_campaigns/{campaignId}/contacts/{contactId}: one row of the campaign's contacts file (server-written). */
export const campaignContactSchema = z.object({
  id: z.string().min(1),
  /** Row order in the file (0-based); contacts are dialled in this order. */
  index: z.number().int().nonnegative(),
  phoneNumber: z.string().min(1),
  name: z.string().default(''),
  /** The row's other columns, handed to the workflow as variables. */
  variables: z.record(z.string(), z.string()).default({}),
  status: contactStatusSchema.default('PENDING'),
  /** Deterministic per contact (see campaignCallId); also the voice engine's idempotency key. */
  callId: z.string().nullable().default(null),
  /** Epoch ms after which a DIALING contact whose call was never confirmed may be re-sent. */
  leaseExpiresAt: z.number().nullable().default(null),
  /** The number chosen to place the call (kept so a re-send uses the same one). */
  fromNumber: z.string().nullable().default(null),
  /** How the call ended, once DONE. */
  callStatus: callStatusSchema.nullable().default(null),
  /** Where and when the contact agreed to be called (the file's consent columns), if it did. */
  consent: contactConsentSchema.nullable().default(null),
  /** When the contact was dialled (epoch ms), for the attempt caps. */
  attempts: z.array(z.number()).default([]),
  /** The last pre-dial decision (rules/pre-dial.ts): its action, code and the reason a person reads. */
  decision: z.enum(['dial', 'skip', 'later']).nullable().default(null),
  decisionCode: z.string().nullable().default(null),
  decisionReason: z.string().nullable().default(null),
  decidedAt: z.number().nullable().default(null),
  /** A PENDING contact is not looked at again before this instant (epoch ms): its decision said later. */
  notBefore: z.number().default(0),
});
export type CampaignContact = z.infer<typeof campaignContactSchema>;
