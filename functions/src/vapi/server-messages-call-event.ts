// One Vapi server message as Parley's CallEvent (api/calls.ts), merged by recordCallEvent like any engine
// event. The event id is derived from what identifies the message (call, type, timestamp, status, the
// size of the history) and not from its whole body — Vapi re-signs recording URLs on each retry — so a
// redelivery is a duplicate. `seq` is the message's timestamp in ms, times ten, plus the type's place in
// a call's life, so two messages of the same millisecond still order as Vapi sends them.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { CallEvent, CallStatus, CallType } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { endedByTransfer, statusOfEndedReason } from './server-messages-ended-reason';
import type {
  ConversationUpdate,
  EndOfCallReport,
  StatusUpdate,
  VapiCallFields,
  VapiConversationItem,
} from './server-messages-schema';

type TranscriptLine = NonNullable<CallEvent['transcript']>[number];
type Variables = NonNullable<CallEvent['variables']>;

/** The call a message belongs to, in Parley's terms (server-messages-metadata.ts). */
export interface MessageCall {
  call: VapiCallFields;
  callId: string;
  agentId: string;
  /** The agent whose runtime held the conversation (the B copy's for a call on arm B). */
  runtimeAgentId: string;
}

const MAX_LINES = 500;
const MAX_DURATION_SECONDS = 86_400;

const CALL_TYPES: Record<Vapi.CallType, CallType> = {
  inboundPhoneCall: 'inboundPhoneCall',
  outboundPhoneCall: 'outboundPhoneCall',
  webCall: 'webCall',
  'vapi.websocketCall': 'webCall',
};

/** Where each message sits in a call's life, within one millisecond. */
const STATUS_PLACE: Record<Vapi.ServerMessageStatusUpdateStatus, number> = {
  scheduled: 1,
  queued: 1,
  ringing: 2,
  'in-progress': 3,
  forwarding: 4,
  ended: 5,
  'not-found': 5,
  'deletion-failed': 5,
};
const CONVERSATION_PLACE = 6;
const REPORT_PLACE = 9;

/** The statuses a status-update sets. `ended` sets none: the end-of-call-report that follows carries
 * the duration, transcript and cost, so the call is finished (debited, webhooks sent) once, complete. */
const STATUS_OF_UPDATE: Partial<Record<Vapi.ServerMessageStatusUpdateStatus, CallStatus>> = {
  scheduled: 'queued',
  queued: 'queued',
  ringing: 'ringing',
  'in-progress': 'in-progress',
  forwarding: 'in-progress',
};

const millis = (iso: string | undefined): number | null => {
  const value = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : null;
};

function eventId(...parts: (string | number | undefined)[]): string {
  const hash = createHash('sha256').update(parts.map((part) => String(part ?? '')).join('\u0000'));
  return `vapi_${hash.digest('hex').slice(0, 40)}`;
}

const seqOf = (timestamp: number, place: number): number => Math.max(0, Math.round(timestamp)) * 10 + place;

const number = (value: string | undefined): string | undefined =>
  value && value.length <= 32 ? value : undefined;

/** The fields every event of a call carries: ids, type, start and the two numbers. */
function base(
  { call, callId, agentId }: MessageCall,
  message: { phoneNumber?: { number?: string | undefined }; customer?: { number?: string | undefined } },
): Omit<CallEvent, 'eventId' | 'seq'> {
  const type = call.type ? CALL_TYPES[call.type] : 'webCall';
  // The record's day comes from the first event seen, so every message must give the same start.
  const startedAt = millis(call.createdAt) ?? millis(call.startedAt) ?? 0;
  const ours = number(message.phoneNumber?.number ?? call.phoneNumber?.twilioPhoneNumber);
  const theirs = number(call.customer?.number ?? message.customer?.number);
  const [fromNumber, toNumber] = type === 'outboundPhoneCall' ? [ours, theirs] : [theirs, ours];
  return {
    callId,
    agentId,
    type,
    startedAt,
    ...(fromNumber ? { fromNumber } : {}),
    ...(toNumber ? { toNumber } : {}),
  };
}

const LINE_TYPES: Record<string, TranscriptLine['type']> = {
  user: 'user',
  bot: 'assistant',
  assistant: 'assistant',
};

function contentOf(item: VapiConversationItem): string {
  if (item.role === 'tool_calls') {
    const names = (item.toolCalls ?? []).map((call) => {
      const fn = call.function as { name?: unknown } | undefined;
      return typeof fn?.name === 'string' ? fn.name : 'tool';
    });
    return `Called ${names.join(', ') || 'a tool'}`;
  }
  if (item.role === 'tool_call_result') return `${item.name ?? 'Tool'}: ${item.result ?? ''}`;
  return item.message ?? '';
}

/**
 * The transcript lines of Vapi's conversation history. A line's index is its place among the
 * non-system messages: the history only grows, so a line keeps its index in every later message.
 */
export function transcriptOf(items: readonly VapiConversationItem[]): TranscriptLine[] {
  const lines: TranscriptLine[] = [];
  for (const item of items) {
    if (item.role === 'system') continue;
    lines.push({
      index: lines.length,
      type: LINE_TYPES[item.role] ?? 'action',
      content: contentOf(item).slice(0, 20_000),
      at: item.secondsFromStart ?? 0,
      data: item.role in LINE_TYPES ? {} : { role: item.role },
    });
  }
  return lines;
}

export function statusUpdateEvent(message: StatusUpdate, of: MessageCall): CallEvent {
  const status = STATUS_OF_UPDATE[message.status];
  return {
    ...base(of, message),
    eventId: eventId(of.call.id, message.type, message.timestamp, message.status),
    seq: seqOf(message.timestamp ?? 0, STATUS_PLACE[message.status]),
    ...(status ? { status } : {}),
    ...(message.status === 'forwarding' ? { transferred: true } : {}),
  };
}

export function conversationUpdateEvent(message: ConversationUpdate, of: MessageCall): CallEvent {
  const lines = transcriptOf(message.messages ?? []);
  return {
    ...base(of, message),
    eventId: eventId(of.call.id, message.type, message.timestamp, lines.length),
    seq: seqOf(message.timestamp ?? 0, CONVERSATION_PLACE),
    status: 'in-progress',
    transcript: lines.slice(0, MAX_LINES),
  };
}

/** A hang (the assistant is slow to answer) says only that the call is running. */
export function hangEvent(message: { type: string; timestamp?: number | undefined }, of: MessageCall) {
  return {
    ...base(of, {}),
    eventId: eventId(of.call.id, message.type, message.timestamp),
    seq: seqOf(message.timestamp ?? 0, CONVERSATION_PLACE),
    status: 'in-progress',
  } satisfies CallEvent;
}

/** The report's cost in whole cents: its total, else the sum of its parts. */
function costCents(message: EndOfCallReport): number | undefined {
  const dollars =
    message.cost ??
    (message.costs ? message.costs.reduce((sum, part) => sum + (part.cost ?? 0), 0) : undefined);
  return dollars === undefined ? undefined : Math.max(0, Math.round(dollars * 100));
}

function durationSeconds(message: EndOfCallReport, call: VapiCallFields): number | undefined {
  const start = millis(message.startedAt) ?? millis(call.startedAt);
  const end = millis(message.endedAt) ?? millis(call.endedAt);
  if (start === null || end === null || end < start) return undefined;
  return Math.min(MAX_DURATION_SECONDS, Math.round(end - start) / 1000);
}

const recordingUrl = (value: string | undefined): string | undefined =>
  z.url().max(2048).safeParse(value).success ? value : undefined;

/** Vapi's latency figures (ms) as one line after the conversation, for the call detail. */
function latencyLine(message: EndOfCallReport, index: number): TranscriptLine | null {
  const metrics = message.artifact?.performanceMetrics;
  if (!metrics) return null;
  const figures = Object.fromEntries(
    Object.entries(metrics).filter(([key, value]) => key !== 'turnLatencies' && typeof value === 'number'),
  );
  return {
    index,
    type: 'response_type',
    content: 'Voice engine latency (ms)',
    at: 0,
    data: { source: 'vapi', ...figures, turnLatencies: metrics.turnLatencies ?? [] },
  };
}

/**
 * The end-of-call-report: the final status from the ended reason, the duration, cost, recording,
 * summary, the whole transcript with the engine's latency figures, and the variables the agent
 * collected (read from the runtime's conversation by the caller of this function).
 */
export function endOfCallReportEvent(
  message: EndOfCallReport,
  of: MessageCall,
  variables: Variables = {},
): CallEvent {
  const status = statusOfEndedReason(message.endedReason);
  const lines = transcriptOf(message.artifact?.messages ?? []).slice(0, MAX_LINES - 1);
  const latency = latencyLine(message, lines.length);
  const timestamp = message.timestamp ?? millis(message.endedAt) ?? 0;
  const duration = durationSeconds(message, of.call);
  const cents = costCents(message);
  const recording = recordingUrl(message.artifact?.recordingUrl);
  const summary = message.analysis?.summary;
  return {
    ...base(of, message),
    eventId: eventId(of.call.id, message.type, message.timestamp, message.endedReason),
    seq: seqOf(timestamp, REPORT_PLACE),
    status,
    transferred: endedByTransfer(message.endedReason),
    transcript: latency ? [...lines, latency] : lines,
    ...(duration === undefined ? {} : { durationSeconds: duration }),
    ...(cents === undefined ? {} : { costCents: cents }),
    ...(recording ? { recordingUrl: recording } : {}),
    ...(summary ? { summary } : {}),
    ...(Object.keys(variables).length > 0 ? { variables } : {}),
    ...(status === 'failed' ? { error: `Vapi ended the call: ${message.endedReason}` } : {}),
  };
}
