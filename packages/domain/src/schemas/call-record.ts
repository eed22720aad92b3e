import { z } from 'zod';
import {
  callReasonSchema,
  callStatusSchema,
  callTypeSchema,
  sentimentSchema,
  transcriptEventTypeSchema,
} from '../enums';
import { abArmSchema } from './ab-test';
import { callAnalysisSchema } from './call-analysis';
import { timestampSchema } from './common';

export const transcriptEventSchema = z.object({
  /** The line's position in the call, set by the voice engine; a line with an index never changes. */
  index: z.number().int().nonnegative().default(0),
  type: transcriptEventTypeSchema,
  /** Spoken text for user/assistant turns, a summary for the others. */
  content: z.string().default(''),
  /** Seconds since the call started. */
  at: z.number().nonnegative().default(0),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type TranscriptEvent = z.infer<typeof transcriptEventSchema>;

/**
 * Why a caller number was chosen (see docs/campaigns.md): by weight; in the callee's
 * state or country; a random enabled number because none is enabled there; the only enabled number
 * when weights are all zero; or the agent's own number for a single triggered call.
 */
export const ROUTING_REASONS = [
  'weight',
  'state-match',
  'state-fallback',
  'country-match',
  'country-fallback',
  'agent-number',
] as const;
export const routingReasonSchema = z.enum(ROUTING_REASONS);
export type RoutingReason = z.infer<typeof routingReasonSchema>;

/** Which number placed an outbound call, and why: a reason code and the same in words for the UI. */
export const callRoutingSchema = z.object({
  chosenNumber: z.string().min(1),
  reason: routingReasonSchema,
  explanation: z.string().default(''),
});
export type CallRouting = z.infer<typeof callRoutingSchema>;

/** t_calls. */
export const callRecordSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  orgId: z.string().nullable().default(null),
  campaignId: z.string().nullable().default(null),
  /** The campaign contact this call dialled (t_campaigns/{campaignId}/contacts/{contactId}). */
  contactId: z.string().nullable().default(null),
  workflowId: z.string().nullable().default(null),
  type: callTypeSchema,
  status: callStatusSchema,
  sentiment: sentimentSchema.default('Unsure'),
  reason: callReasonSchema.default('N/A'),
  fromNumber: z.string().default(''),
  toNumber: z.string().default(''),
  routing: callRoutingSchema.nullable().default(null),
  /** The A/B test the call was part of, the arm the caller got, and the agent version that answered. */
  abTestCaseId: z.string().nullable().default(null),
  abArm: abArmSchema.nullable().default(null),
  agentVersion: z.number().int().positive().nullable().default(null),
  durationSeconds: z.number().nonnegative().default(0),
  recordingUrl: z.string().nullable().default(null),
  summary: z.string().default(''),
  transcript: z.array(transcriptEventSchema).default([]),
  createdAt: timestampSchema,
  endedAt: timestampSchema.nullable().default(null),
  /** The organisation's own number on the call (the callee's for inbound, the caller's for outbound). */
  number: z.string().default(''),
  voiceId: z.string().nullable().default(null),
  /** What the engine charged for the call, in US cents (whole, so sums stay exact). */
  costCents: z.number().int().nonnegative().default(0),
  /** The call was handed to a person (a warm or cold transfer). */
  transferred: z.boolean().default(false),
  /** Variables the agent extracted during the call. */
  variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /** The duration's histogram bucket (DURATION_BUCKETS in rules/call-summary.ts), for the log's filter. */
  durationBucket: z.string().default(''),
  /** The UTC day the call started ('YYYY-MM-DD'): the daily summary it counts in. */
  day: z.string().default(''),
  /**
   * Bookkeeping of the voice engine's events (rules/call-events.ts): the sequence number that last set
   * each field, and a version that grows with every change, so the summaries apply each change once.
   */
  fieldSeq: z.record(z.string(), z.number()).default({}),
  version: z.number().int().nonnegative().default(0),
  /** The post-call analysis (docs/analysis.md); null until one ran. Written by functions only. */
  analysis: callAnalysisSchema.nullable().default(null),
});
export type CallRecord = z.infer<typeof callRecordSchema>;
