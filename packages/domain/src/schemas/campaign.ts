import { z } from 'zod';
import { WEIGHT } from '../constants';
import { campaignStatusSchema, queueModeSchema, routingTypeSchema } from '../enums';
import { isValidTimeZone } from '../rules/campaign-window';
import { timestampSchema } from './common';
import { documentIdSchema } from './document-id';

export const weightSchema = z.number().min(WEIGHT.min).max(WEIGHT.max);

/** One number of a campaign's pool. */
export const campaignPhoneNumberSchema = z.object({
  id: documentIdSchema,
  number: z.string().min(1),
  isActive: z.boolean().default(true),
  weight: weightSchema.default(0),
});
export type CampaignPhoneNumber = z.infer<typeof campaignPhoneNumberSchema>;

/**
 * How far a campaign has got through its contacts, kept by the runner for the live UI: `called`
 * contacts dialled so far, of which `completed` ended with a connected call and `failed` did not;
 * `inFlight` calls are being dialled or talking now; `skipped` never dialled (pre-dial decision). The
 * total is the campaign's contactCount.
 */
export const campaignProgressSchema = z.object({
  called: z.number().int().nonnegative().default(0),
  completed: z.number().int().nonnegative().default(0),
  failed: z.number().int().nonnegative().default(0),
  inFlight: z.number().int().nonnegative().default(0),
  /** Contacts the pre-dial decision refused for good, never dialled (by code in skippedBy). */
  skipped: z.number().int().nonnegative().default(0),
  skippedBy: z.record(z.string(), z.number().int().nonnegative()).default({}),
});
export type CampaignProgress = z.infer<typeof campaignProgressSchema>;

/** 'HH:MM', 24-hour. */
const wallTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM, 24-hour');

/**
 * When calls may be placed, in the campaign's timezone (an IANA name); no schedule means as soon as
 * started. The runner keeps to it (rules/campaign-window.ts, docs/campaigns.md).
 */
export const campaignScheduleSchema = z.object({
  timezone: z.string().refine(isValidTimeZone, 'Unknown timezone').default('UTC'),
  startAt: timestampSchema.nullable().default(null),
  /** 0 = Sunday … 6 = Saturday. */
  days: z.array(z.number().int().min(0).max(6)).default([1, 2, 3, 4, 5]),
  /** Calls start at this local time; a windowEnd not after it runs past midnight. */
  windowStart: wallTimeSchema.default('09:00'),
  windowEnd: wallTimeSchema.default('17:00'),
});
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

/** t_campaigns. Status is optional because a campaign without one counts as idle. */
export const campaignSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  orgId: z.string().min(1),
  workflowId: z.string().nullable().default(null),
  name: z.string().default(''),
  status: campaignStatusSchema.nullable().optional(),
  /** Why the runner paused the campaign itself: its owner's credits ran out (docs/billing.md). */
  pausedReason: z.enum(['quota_exceeded']).nullable().default(null),
  routingType: routingTypeSchema.default('weight'),
  phoneNumbers: z.array(campaignPhoneNumberSchema).default([]),
  /** The contacts CSV in Storage (campaignContactsPath), as uploaded by the client. */
  contactsFilePath: z.string().nullable().default(null),
  /** The contacts file's name as the user chose it, for display. */
  contactsFileName: z.string().nullable().default(null),
  /** The file the stored contacts were parsed from; differs from contactsFilePath until re-imported. */
  contactsImportedFrom: z.string().nullable().default(null),
  contactCount: z.number().int().nonnegative().default(0),
  progress: campaignProgressSchema.prefault({}),
  queueMode: queueModeSchema.default('continuous'),
  schedule: campaignScheduleSchema.nullable().default(null),
  createdAt: timestampSchema.nullable().default(null),
  startedAt: timestampSchema.nullable().default(null),
  completedAt: timestampSchema.nullable().default(null),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The answer of GET /public/phone-numbers/agents/{agentId}/available. */
export const availablePhoneNumbersSchema = z.object({
  agentPhoneNumbers: z.array(z.string()).default([]),
  unassignedPhoneNumbers: z.array(z.string()).default([]),
});
export type AvailablePhoneNumbers = z.infer<typeof availablePhoneNumbersSchema>;
