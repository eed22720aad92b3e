import { z } from 'zod';
import {
  callReasonSchema,
  callStatusSchema,
  callTypeSchema,
  sentimentSchema,
  transcriptEventTypeSchema,
} from '../enums';
import { timestampSchema } from './common';

export const transcriptEventSchema = z.object({
  type: transcriptEventTypeSchema,
  /** Spoken text for user/assistant turns, a summary for the others. */
  content: z.string().default(''),
  /** Seconds since the call started. */
  at: z.number().nonnegative().default(0),
  data: z.record(z.string(), z.unknown()).default({}),
});
export type TranscriptEvent = z.infer<typeof transcriptEventSchema>;

/** Which campaign number placed an outbound call, and why. */
export const callRoutingSchema = z.object({
  chosenNumber: z.string().min(1),
  reason: z.string().min(1),
});

/** t_calls. */
export const callRecordSchema = z.object({
  id: z.string().min(1),
  agentId: z.string().min(1),
  orgId: z.string().nullable().default(null),
  campaignId: z.string().nullable().default(null),
  type: callTypeSchema,
  status: callStatusSchema,
  sentiment: sentimentSchema.default('Unsure'),
  reason: callReasonSchema.default('N/A'),
  fromNumber: z.string().default(''),
  toNumber: z.string().default(''),
  routing: callRoutingSchema.nullable().default(null),
  durationSeconds: z.number().nonnegative().default(0),
  recordingUrl: z.string().nullable().default(null),
  summary: z.string().default(''),
  transcript: z.array(transcriptEventSchema).default([]),
  createdAt: timestampSchema,
});
export type CallRecord = z.infer<typeof callRecordSchema>;
