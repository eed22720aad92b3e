// The pre-dial decision over 100,000 contacts (part of `npm run bench:campaigns`; goal < 2 s): every
// NANP area code the table knows plus numbers outside the NANP, one in 20 on the do-not-call list, a
// tenth with an attempt made, at four instants of a day (so dial, later and skip all occur), with the
// campaign's own hours and an organisation that requires consent for half of the runs.
import {
  AREA_CODES,
  campaignScheduleSchema,
  decidePreDial,
  outboundPolicySchema,
  type PreDialAction,
} from '@parley/domain';

const CONTACTS = 100_000;
const GOAL_MS = 2000;

export function benchPreDial(): string {
  const codes = Object.keys(AREA_CODES);
  const numbers = Array.from({ length: CONTACTS }, (_, i) =>
    i % 50 === 0
      ? `+44207946${String(i % 10_000).padStart(4, '0')}`
      : `+1${codes[i % codes.length] ?? '201'}555${String(i % 10_000).padStart(4, '0')}`,
  );
  const schedule = campaignScheduleSchema.parse({
    timezone: 'America/New_York',
    days: [1, 2, 3, 4, 5, 6],
    windowStart: '09:00',
    windowEnd: '20:00',
  });
  const policies = [outboundPolicySchema.parse({}), outboundPolicySchema.parse({ requireConsent: true })];
  const instants = [
    '2026-03-10T13:00:00Z',
    '2026-03-10T17:00:00Z',
    '2026-03-10T23:00:00Z',
    '2026-03-11T03:00:00Z',
  ].map((iso) => Date.parse(iso));
  const counts: Record<PreDialAction, number> = { dial: 0, later: 0, skip: 0 };
  const started = performance.now();
  for (let i = 0; i < CONTACTS; i += 1) {
    const now = instants[i % instants.length] ?? 0;
    const decision = decidePreDial({
      now,
      phoneNumber: numbers[i] ?? '',
      schedule,
      policy: policies[i % 2] ?? outboundPolicySchema.parse({}),
      onDoNotCallList: i % 20 === 0,
      consent: i % 3 === 0 ? null : { source: 'web form', at: 0 },
      attempts: i % 10 === 0 ? [now - 86_400_000] : [],
    });
    counts[decision.action] += 1;
  }
  const ms = performance.now() - started;
  return [
    '',
    `Pre-dial decision: ${String(CONTACTS)} contacts (${String(codes.length)} area codes and non-NANP numbers, four times of day)`,
    `  decided in                 ${ms.toFixed(0)} ms (goal < ${String(GOAL_MS)} ms), ${((ms * 1000) / CONTACTS).toFixed(1)} µs each`,
    `  dial / later / skip        ${String(counts.dial)} / ${String(counts.later)} / ${String(counts.skip)}`,
  ].join('\n');
}
