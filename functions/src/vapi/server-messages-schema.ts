// The parts of Vapi's server messages that Parley reads, as zod schemas. Field names and enum values come
// from the official SDK (`Vapi.ServerMessage*`, `Vapi.Call`, `Vapi.Artifact`): the enum values are
// vapi-enums.ts's lists and literals typed by the SDK's enum types (the SDK itself loads lazily), and the `satisfies` checks below fail the type-check if a name drifts from the SDK.
// Objects are loose (Vapi sends much more than we read, and adds fields over time); an ended reason
// stays a plain string, since Vapi adds reasons often and an unknown one must not turn into a 400.
import type { Vapi } from '@vapi-ai/server-sdk';
import { z } from 'zod';
import { CALL_TYPES, STATUS_UPDATE_STATUSES } from './vapi-enums';

const id = z.string().min(1).max(200);
/** Vapi's call id keys Parley's records (a derived call id, the runtime's conversation): one safe in a path. */
const callId = z.string().regex(/^[A-Za-z0-9_:-][A-Za-z0-9_.:-]{0,199}$/);
const text = (max: number) => z.string().max(max);
const metadataSchema = z.record(z.string(), z.unknown());

const callTypes = CALL_TYPES;
const statuses = STATUS_UPDATE_STATUSES;

/** `Vapi.Call`: the call every message carries. */
export const vapiCallSchema = z.looseObject({
  id: callId,
  type: z.enum(callTypes).optional(),
  createdAt: text(64).optional(),
  startedAt: text(64).optional(),
  endedAt: text(64).optional(),
  phoneNumberId: id.optional(),
  assistantId: id.optional(),
  customer: z.looseObject({ number: text(64).optional() }).optional(),
  /** A transient number (`Vapi.ImportTwilioPhoneNumberDto`); a saved one is the message's `phoneNumber`. */
  phoneNumber: z.looseObject({ twilioPhoneNumber: text(64).optional() }).optional(),
  assistantOverrides: z
    .looseObject({
      metadata: metadataSchema.optional(),
      variableValues: metadataSchema.optional(),
    })
    .optional(),
});
export type VapiCallFields = z.infer<typeof vapiCallSchema>;

/** One item of `messages` (`Vapi.UserMessage`, `BotMessage`, `SystemMessage`, `ToolCallMessage`, ...). */
export const vapiConversationItemSchema = z.looseObject({
  role: text(64),
  message: text(20_000).optional(),
  secondsFromStart: z.number().nonnegative().optional(),
  toolCalls: z.array(z.record(z.string(), z.unknown())).max(100).optional(),
  name: text(200).optional(),
  result: text(20_000).optional(),
});
export type VapiConversationItem = z.infer<typeof vapiConversationItemSchema>;

const messagesSchema = z.array(vapiConversationItemSchema).max(5000);

/** `Vapi.TurnLatency` and `Vapi.PerformanceMetrics`, in milliseconds. */
const latencyFields = {
  modelLatency: z.number().optional(),
  voiceLatency: z.number().optional(),
  transcriberLatency: z.number().optional(),
  endpointingLatency: z.number().optional(),
  turnLatency: z.number().optional(),
};
export const vapiPerformanceMetricsSchema = z.looseObject({
  turnLatencies: z.array(z.looseObject(latencyFields)).max(1000).optional(),
  modelLatencyAverage: z.number().optional(),
  voiceLatencyAverage: z.number().optional(),
  transcriberLatencyAverage: z.number().optional(),
  endpointingLatencyAverage: z.number().optional(),
  turnLatencyAverage: z.number().optional(),
});

/** `Vapi.Artifact`. */
const artifactSchema = z.looseObject({
  messages: messagesSchema.optional(),
  recordingUrl: text(2048).optional(),
  performanceMetrics: vapiPerformanceMetricsSchema.optional(),
});

/** What every server message has: its type, when it was sent (epoch ms) and whose call it is. */
const common = {
  timestamp: z.number().nonnegative().optional(),
  call: vapiCallSchema.optional(),
  assistant: z.looseObject({ metadata: metadataSchema.optional() }).optional(),
  customer: z.looseObject({ number: text(64).optional() }).optional(),
  phoneNumber: z.looseObject({ number: text(64).optional() }).optional(),
};

export const statusUpdateSchema = z.looseObject({
  ...common,
  type: z.literal('status-update' satisfies Vapi.ServerMessageStatusUpdateType),
  status: z.enum(statuses),
  endedReason: text(200).optional(),
});

export const conversationUpdateSchema = z.looseObject({
  ...common,
  type: z.literal('conversation-update' satisfies Vapi.ServerMessageConversationUpdateType),
  messages: messagesSchema.optional(),
});

export const endOfCallReportSchema = z.looseObject({
  ...common,
  type: z.literal('end-of-call-report' satisfies Vapi.ServerMessageEndOfCallReportType),
  endedReason: text(200),
  cost: z.number().nonnegative().optional(),
  costs: z
    .array(z.looseObject({ type: text(64), cost: z.number().optional() }))
    .max(100)
    .optional(),
  artifact: artifactSchema.optional(),
  analysis: z.looseObject({ summary: text(10_000).optional() }).optional(),
  startedAt: text(64).optional(),
  endedAt: text(64).optional(),
});

export const hangSchema = z.looseObject({
  ...common,
  type: z.literal('hang' satisfies Vapi.ServerMessageHangType),
});

export const toolCallsSchema = z.looseObject({
  ...common,
  type: z.literal('tool-calls' satisfies Vapi.ServerMessageToolCallsType),
  toolCallList: z
    .array(z.looseObject({ id, function: z.looseObject({ name: text(200), arguments: z.unknown() }) }))
    .max(100),
});

export const assistantRequestSchema = z.looseObject({
  ...common,
  type: z.literal('assistant-request' satisfies Vapi.ServerMessageAssistantRequestType),
});

/** The messages Parley acts on; any other type is acknowledged and ignored. */
export const handledServerMessageSchema = z.discriminatedUnion('type', [
  statusUpdateSchema,
  conversationUpdateSchema,
  endOfCallReportSchema,
  hangSchema,
  toolCallsSchema,
  assistantRequestSchema,
]);
export type HandledServerMessage = z.infer<typeof handledServerMessageSchema>;
export type StatusUpdate = z.infer<typeof statusUpdateSchema>;
export type ConversationUpdate = z.infer<typeof conversationUpdateSchema>;
export type EndOfCallReport = z.infer<typeof endOfCallReportSchema>;

/** The route's body, `Vapi.ServerMessage`: `{ message }`, whose type the handler dispatches on. */
export const vapiServerMessageRequestSchema = z.object({
  message: z.looseObject({ type: text(100) }),
});

// Each schema's output fits the SDK's own type for the fields it reads: a renamed or retyped field
// breaks the type-check here rather than a call in production.
// Theirs is made partial: a field the SDK marks required may be missing from a message we accept.
type Picked<T, K extends keyof T> = Partial<Pick<T, K>>;
type Fits<Ours, Theirs> = Ours extends Theirs ? true : never;
export const SDK_CHECKS = {
  call: true satisfies Fits<
    Pick<VapiCallFields, 'id' | 'type' | 'createdAt' | 'phoneNumberId'>,
    Picked<Vapi.Call, 'id' | 'type' | 'createdAt' | 'phoneNumberId'>
  >,
  transientNumber: true satisfies Fits<
    Pick<NonNullable<VapiCallFields['phoneNumber']>, 'twilioPhoneNumber'>,
    Picked<Vapi.ImportTwilioPhoneNumberDto, 'twilioPhoneNumber'>
  >,
  customer: true satisfies Fits<
    Pick<NonNullable<VapiCallFields['customer']>, 'number'>,
    Picked<Vapi.CreateCustomerDto, 'number'>
  >,
  status: true satisfies Fits<
    Pick<StatusUpdate, 'type' | 'status' | 'timestamp'>,
    Picked<Vapi.ServerMessageStatusUpdate, 'type' | 'status' | 'timestamp'>
  >,
  report: true satisfies Fits<
    Pick<EndOfCallReport, 'type' | 'cost' | 'startedAt' | 'endedAt' | 'timestamp'>,
    Picked<Vapi.ServerMessageEndOfCallReport, 'type' | 'cost' | 'startedAt' | 'endedAt' | 'timestamp'>
  >,
  recording: true satisfies Fits<
    NonNullable<EndOfCallReport['artifact']>['recordingUrl'],
    Vapi.Artifact['recordingUrl']
  >,
  latency: true satisfies Fits<
    Omit<z.infer<typeof vapiPerformanceMetricsSchema>, 'turnLatencies'>,
    Omit<Vapi.PerformanceMetrics, 'turnLatencies'>
  >,
  toolCall: true satisfies Fits<
    Pick<z.infer<typeof toolCallsSchema>['toolCallList'][number], 'id'>,
    Pick<Vapi.ToolCall, 'id'>
  >,
} as const;
