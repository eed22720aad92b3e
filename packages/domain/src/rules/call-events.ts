// How a voice-engine call event changes a call record (docs/calls.md). Events may arrive twice, late or
// out of order; applying any set of them in any order ends in the same record:
// - the status moves only forward along CALL_STATUS_RANK (a late 'ringing' after the end changes
//   nothing); between two final statuses the later event (higher seq) wins, a correction;
// - every other field, each variable and each transcript line (by its index) is taken from the event
//   with the highest seq that carries it; `fieldSeq` remembers that seq per field.
import type { CallEvent } from '../api/calls';
import type { CallStatus } from '../enums';
import type { TimestampLike } from '../schemas/common';
import type { CallRecord } from '../schemas/call-record';
import { durationBucket, utcDay } from './call-summary';

/** Where each status sits in a call's life; final statuses share the last rank. */
export const CALL_STATUS_RANK: Readonly<Record<CallStatus, number>> = {
  queueing: 0,
  queued: 1,
  ringing: 2,
  'in-progress': 3,
  completed: 4,
  failed: 4,
  busy: 4,
  'no-answer': 4,
  canceled: 4,
};

export const isFinalCallStatus = (status: CallStatus): boolean => CALL_STATUS_RANK[status] === 4;

/** Waiting in the agent's queue: counted in the agent's queueCount. */
export const isQueuedCallStatus = (status: CallStatus): boolean => CALL_STATUS_RANK[status] <= 1;

/** The fields an event sets as they are, each ordered by seq on its own. */
const SCALAR_FIELDS = [
  'durationSeconds',
  'costCents',
  'recordingUrl',
  'sentiment',
  'reason',
  'summary',
  'fromNumber',
  'toNumber',
  'voiceId',
  'campaignId',
  'agentVersion',
  'abTestCaseId',
  'abArm',
  'transferred',
] as const;

const STATUS_KEY = 'status';
const variableKey = (name: string) => `variables.${name}`;
const lineKey = (index: number) => `transcript.${String(index)}`;

/** Epoch milliseconds of a stored timestamp in any of its forms. */
export function timestampMillis(value: TimestampLike): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.seconds * 1000 + Math.floor(value.nanoseconds / 1e6);
}

/** A new call record for the first event seen of a call (whatever its seq). */
export function newCallFromEvent(event: CallEvent, orgId: string | null): CallRecord {
  return {
    id: event.callId,
    agentId: event.agentId,
    orgId,
    campaignId: null,
    contactId: null,
    workflowId: null,
    type: event.type,
    status: 'queueing',
    sentiment: 'Unsure',
    reason: 'N/A',
    fromNumber: '',
    toNumber: '',
    routing: null,
    abTestCaseId: null,
    abArm: null,
    agentVersion: null,
    durationSeconds: 0,
    recordingUrl: null,
    summary: '',
    transcript: [],
    createdAt: event.startedAt,
    endedAt: null,
    number: '',
    voiceId: null,
    costCents: 0,
    transferred: false,
    variables: {},
    durationBucket: durationBucket(0),
    day: utcDay(event.startedAt),
    fieldSeq: { [STATUS_KEY]: -1 },
    version: 0,
    analysis: null,
  };
}

/** Whether an event's status replaces the call's: a higher rank, or the same rank and a later event. */
function statusWins(call: CallRecord, status: CallStatus, seq: number): boolean {
  const rank = CALL_STATUS_RANK[status];
  const current = CALL_STATUS_RANK[call.status];
  return rank > current || (rank === current && seq > (call.fieldSeq[STATUS_KEY] ?? -1));
}

/**
 * The call after `event`; the same object when the event changes nothing (a duplicate, or older than
 * every field it carries). `endedAt` is the start plus the duration once the status is final, so it
 * too is independent of arrival order.
 */
export function applyCallEvent(call: CallRecord, event: CallEvent): CallRecord {
  const fieldSeq = { ...call.fieldSeq };
  const next: CallRecord = { ...call, fieldSeq };
  let changed = false;
  const newer = (key: string) => event.seq > (fieldSeq[key] ?? -1);

  if (event.status !== undefined && statusWins(call, event.status, event.seq)) {
    next.status = event.status;
    fieldSeq[STATUS_KEY] = event.seq;
    changed = true;
  }
  for (const field of SCALAR_FIELDS) {
    const value = event[field];
    if (value === undefined || !newer(field)) continue;
    Object.assign(next, { [field]: value });
    fieldSeq[field] = event.seq;
    changed = true;
  }
  const variables = { ...call.variables };
  for (const [name, value] of Object.entries(event.variables ?? {})) {
    if (!newer(variableKey(name))) continue;
    variables[name] = value;
    fieldSeq[variableKey(name)] = event.seq;
    changed = true;
  }
  const lines = new Map(call.transcript.map((line) => [line.index, line]));
  for (const line of event.transcript ?? []) {
    if (!newer(lineKey(line.index))) continue;
    lines.set(line.index, line);
    fieldSeq[lineKey(line.index)] = event.seq;
    changed = true;
  }
  if (!changed) return call;

  next.variables = variables;
  next.transcript = [...lines.values()].sort((a, b) => a.index - b.index);
  next.number = next.type === 'outboundPhoneCall' ? next.fromNumber : next.toNumber;
  next.durationBucket = durationBucket(next.durationSeconds);
  // A call the runner created before the engine's first event has no day yet.
  next.day = call.day || utcDay(timestampMillis(call.createdAt));
  next.endedAt = isFinalCallStatus(next.status)
    ? timestampMillis(call.createdAt) + Math.round(next.durationSeconds * 1000)
    : null;
  next.version = call.version + 1;
  return next;
}
