// The voice engine's call events and the call log's requests (docs/calls.md).
import { z } from 'zod';
import {
  callReasonSchema,
  callStatusSchema,
  callTypeSchema,
  queueModeSchema,
  sentimentSchema,
  transcriptEventTypeSchema,
} from '../enums';
import { abArmSchema } from '../schemas/ab-test';
import { analysisVerdictSchema } from '../schemas/call-analysis';
import { documentIdSchema } from '../schemas/document-id';
import { DURATION_BUCKET_LABELS } from '../rules/call-summary';

/**
 * The header signing a call event: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` under
 * VOICE_ENGINE_WEBHOOK_SECRET, as Stripe signs its webhooks.
 */
export const CALL_EVENT_SIGNATURE_HEADER = 'x-parley-signature';
/** How far a signature's timestamp may lie from our clock before the event counts as a replay. */
export const CALL_EVENT_TOLERANCE_SECONDS = 300;

const shortText = (max: number) => z.string().max(max);

export const callEventTranscriptLineSchema = z.object({
  index: z.number().int().nonnegative(),
  type: transcriptEventTypeSchema,
  content: shortText(20_000).default(''),
  at: z.number().nonnegative().default(0),
  data: z.record(z.string(), z.unknown()).default({}),
});

/**
 * POST /voice-engine/webhooks/call-events: one fact about one call, of any type. `seq` orders the
 * events of a call (the engine counts them from 0); every field but the ids is optional, and a field
 * is taken from the event with the highest seq that carries it (rules/call-events.ts).
 */
export const callEventSchema = z.object({
  eventId: documentIdSchema,
  callId: documentIdSchema,
  agentId: documentIdSchema,
  seq: z.number().int().nonnegative(),
  type: callTypeSchema,
  /** When the call started (epoch ms): fixes its day. */
  startedAt: z.number().int().nonnegative(),
  status: callStatusSchema.optional(),
  durationSeconds: z.number().nonnegative().max(86_400).optional(),
  costCents: z.number().int().nonnegative().optional(),
  recordingUrl: z.url().max(2048).nullable().optional(),
  sentiment: sentimentSchema.optional(),
  reason: callReasonSchema.optional(),
  summary: shortText(10_000).optional(),
  fromNumber: shortText(32).optional(),
  toNumber: shortText(32).optional(),
  voiceId: documentIdSchema.nullable().optional(),
  campaignId: documentIdSchema.nullable().optional(),
  agentVersion: z.number().int().positive().nullable().optional(),
  abTestCaseId: documentIdSchema.nullable().optional(),
  abArm: abArmSchema.nullable().optional(),
  transferred: z.boolean().optional(),
  variables: z.record(shortText(100), z.union([shortText(2000), z.number(), z.boolean()])).optional(),
  transcript: z.array(callEventTranscriptLineSchema).max(500).optional(),
  /** Set when the call failed on the engine's side: the error notifications carry it. */
  error: shortText(2000).optional(),
});
export type CallEvent = z.infer<typeof callEventSchema>;

export const CALL_SORT_FIELDS = ['createdAt', 'durationSeconds', 'costCents'] as const;
export const durationBucketSchema = z.enum(DURATION_BUCKET_LABELS);

/**
 * The call log's filters: one agent's calls or a whole organisation's, each filter optional. Sorting by
 * anything but the start time takes no date range (Firestore orders by the range's field first).
 */
export const callFiltersSchema = z
  .object({
    agentId: documentIdSchema.optional(),
    orgId: documentIdSchema.optional(),
    /** Epoch ms, inclusive. */
    from: z.coerce.number().int().nonnegative().optional(),
    /** Epoch ms, exclusive. */
    to: z.coerce.number().int().nonnegative().optional(),
    type: callTypeSchema.optional(),
    status: callStatusSchema.optional(),
    sentiment: sentimentSchema.optional(),
    reason: callReasonSchema.optional(),
    number: shortText(32).optional(),
    campaignId: documentIdSchema.optional(),
    agentVersion: z.coerce.number().int().positive().optional(),
    abArm: abArmSchema.optional(),
    duration: durationBucketSchema.optional(),
    /** The post-call analysis's verdict (docs/analysis.md). */
    verdict: analysisVerdictSchema.optional(),
    sort: z.enum(CALL_SORT_FIELDS).default('createdAt'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((filters) => (filters.agentId === undefined) !== (filters.orgId === undefined), {
    message: 'Give exactly one of agentId and orgId',
  })
  .refine(
    (filters) => filters.sort === 'createdAt' || (filters.from === undefined && filters.to === undefined),
    {
      message: 'Sort by createdAt when filtering by date',
    },
  );
export type CallFilters = z.infer<typeof callFiltersSchema>;

/** GET /calls/export?…: the log's filters as query parameters. */
export const exportCallsRequestSchema = callFiltersSchema;

/** POST /agent/{agentId}/queue: pause or resume an agent's call queue, or change its mode. */
export const updateCallQueueRequestSchema = z
  .object({
    agentId: documentIdSchema,
    paused: z.boolean().optional(),
    mode: queueModeSchema.optional(),
  })
  .refine((input) => input.paused !== undefined || input.mode !== undefined, {
    message: 'Give paused or mode',
  });
export type UpdateCallQueueRequest = z.infer<typeof updateCallQueueRequestSchema>;
