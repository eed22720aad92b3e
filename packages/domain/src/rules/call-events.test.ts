import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../api/calls';
import { callEventSchema } from '../api/calls';
import { applyCallEvent, newCallFromEvent } from './call-events';

const STARTED = Date.UTC(2026, 10, 24, 9, 0, 0);

const event = (seq: number, fields: Partial<CallEvent> = {}): CallEvent =>
  callEventSchema.parse({
    eventId: `e${String(seq)}`,
    callId: 'call-1',
    agentId: 'agent-1',
    seq,
    type: 'inboundPhoneCall',
    startedAt: STARTED,
    ...fields,
  });

const EVENTS: CallEvent[] = [
  event(0, { status: 'ringing', fromNumber: '+15550001111', toNumber: '+15559990000' }),
  event(1, {
    status: 'in-progress',
    transcript: [{ index: 0, type: 'assistant', content: 'Hello', at: 0, data: {} }],
  }),
  event(2, { transcript: [{ index: 1, type: 'user', content: 'Hi, I need a booking', at: 2, data: {} }] }),
  event(3, { variables: { name: 'Ann' }, sentiment: 'Neutral' }),
  event(4, {
    status: 'completed',
    durationSeconds: 95,
    costCents: 12,
    sentiment: 'Positive',
    reason: 'Appointment Booking',
  }),
  event(5, { variables: { name: 'Anne' }, recordingUrl: 'https://rec.example/1.wav' }),
];

const FIRST = event(0);
const replay = (events: readonly CallEvent[]) =>
  events.reduce((call, next) => applyCallEvent(call, next), newCallFromEvent(FIRST, 'org-1'));

/** A deterministic shuffle (a linear congruential generator), so failures reproduce. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index -= 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    copy.splice(state % (index + 1), 0, ...copy.splice(index, 1));
  }
  return copy;
}

describe('applyCallEvent', () => {
  it('ends in the same record for every arrival order, with duplicates', () => {
    const expected = replay(EVENTS);
    expect(expected).toMatchObject({
      status: 'completed',
      sentiment: 'Positive',
      reason: 'Appointment Booking',
      durationSeconds: 95,
      durationBucket: '60-120',
      costCents: 12,
      number: '+15559990000',
      variables: { name: 'Anne' },
      recordingUrl: 'https://rec.example/1.wav',
      endedAt: STARTED + 95_000,
      day: '2026-11-24',
    });
    expect(expected.transcript.map((line) => line.content)).toEqual(['Hello', 'Hi, I need a booking']);
    for (let seed = 1; seed <= 50; seed += 1) {
      const order = shuffled([...EVENTS, ...EVENTS.slice(0, 3)], seed);
      const call = replay(order);
      expect({ ...call, version: 0 }).toEqual({ ...expected, version: 0 });
    }
  });

  it('lets a late ringing after the end change nothing', () => {
    const ended = replay(EVENTS);
    expect(applyCallEvent(ended, event(9, { status: 'ringing' }))).toBe(ended);
  });

  it('takes the later of two final statuses as a correction', () => {
    const ended = replay(EVENTS);
    const corrected = applyCallEvent(ended, event(6, { status: 'failed' }));
    expect(corrected.status).toBe('failed');
    expect(corrected.version).toBe(ended.version + 1);
    expect(applyCallEvent(corrected, event(4, { status: 'completed' })).status).toBe('failed');
  });

  it('returns the same call for a duplicate event', () => {
    const call = replay(EVENTS);
    for (const repeated of EVENTS) expect(applyCallEvent(call, repeated)).toBe(call);
  });
});
