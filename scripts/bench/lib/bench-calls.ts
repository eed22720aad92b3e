// The benches' synthetic calls: bench:calls (server side) and e2e/bench/calls-ui.ts (the screens) seed the
// same spread of types, statuses, sentiments, reasons, durations, numbers, versions and arms, so their
// figures describe the same data.
import { callRecordSchema, durationBucket, utcDay, type CallRecord } from '@parley/domain';

const SENTIMENTS = ['Positive', 'Negative', 'Neutral', 'Unsure'] as const;
const REASONS = ['Appointment Booking', 'Complaint', 'FAQ', 'Sales', 'Billing'] as const;
const STATUSES = ['completed', 'completed', 'completed', 'failed', 'no-answer'] as const;

export interface BenchCallSpread {
  agentId: string;
  orgId: string;
  /** How many calls the bench seeds in all. */
  count: number;
  /** The calls' start times cover [fromMs, toMs) evenly, oldest first. */
  fromMs: number;
  toMs: number;
}

/** The index-th call of a spread; createdAt and endedAt are epoch milliseconds. */
export function benchCall(index: number, spread: BenchCallSpread): CallRecord {
  const createdAt = spread.fromMs + Math.floor((index / spread.count) * (spread.toMs - spread.fromMs));
  const durationSeconds = (index * 37) % 900;
  return callRecordSchema.parse({
    id: `bench-call-${String(index).padStart(6, '0')}`,
    agentId: spread.agentId,
    orgId: spread.orgId,
    type: index % 3 === 0 ? 'outboundPhoneCall' : 'inboundPhoneCall',
    status: STATUSES[index % STATUSES.length],
    sentiment: SENTIMENTS[index % SENTIMENTS.length],
    reason: REASONS[index % REASONS.length],
    durationSeconds,
    durationBucket: durationBucket(durationSeconds),
    costCents: index % 40,
    number: `+1415555${String(index % 4).padStart(4, '0')}`,
    agentVersion: 1 + (index % 3),
    abArm: index % 2 ? 'A' : 'B',
    createdAt,
    endedAt: createdAt + durationSeconds * 1000,
    day: utcDay(createdAt),
    version: 1,
  });
}
