// `npm run bench:calls`: the call log and dashboards at 100,000 calls (BENCH_CALLS). Seeds the calls
// and their daily summaries straight through the Admin SDK (bounded batches) on the Parley emulator
// started in-process, then prints: the log's first page (filtered and sorted, as the web queries it),
// a 30-day dashboard (its document reads and time, merged by the domain), and the CSV export's rows/s.
import {
  addCounters,
  callContribution,
  callFiltersSchema,
  COLLECTIONS,
  mergeDailySummaries,
  utcDay,
  type CounterTree,
} from '@parley/domain';
import { benchCall } from './lib/bench-calls';
import { startBenchFirestore } from './lib/bench-firestore';

const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const DAYS = 30;
const BATCH = 500;
const PROJECT = 'demo-parley-bench-calls';
const AGENT = 'bench-agent';
const ORG = 'bench-org';

const emulator = await startBenchFirestore(PROJECT);
// Loaded after the emulator's address is in the environment, so the Admin SDK talks to it.
const { db } = await import('../../functions/src/lib/firestore');
const { storedCall, summaryRef } = await import('../../functions/src/calls/call-store');
const { callQuery } = await import('../../functions/src/calls/call-query');
const { callCsvChunks } = await import('../../functions/src/calls/export-calls');

const end = Date.UTC(2026, 10, 30);
const firstDay = end - DAYS * 86_400_000;

const spread = { agentId: AGENT, orgId: ORG, count: CALLS, fromMs: firstDay, toMs: end };

// Seeding: the calls in batches of 500, the summaries summed in memory (one tree per day) and written at the end.
let started = performance.now();
const days = new Map<string, CounterTree>();
for (let from = 0; from < CALLS; from += BATCH) {
  const batch = db().batch();
  for (let index = from; index < Math.min(from + BATCH, CALLS); index += 1) {
    const record = benchCall(index, spread);
    batch.set(db().collection(COLLECTIONS.calls).doc(record.id), storedCall(record));
    days.set(record.day, addCounters(days.get(record.day) ?? {}, callContribution(record, 1)));
  }
  await batch.commit();
}
for (const [day, counters] of days) {
  const fields = { agentId: AGENT, orgId: ORG, day, counters };
  await summaryRef(db(), { agentId: AGENT }, day).set({ scope: 'agent', ...fields });
  await summaryRef(db(), { orgId: ORG }, day).set({ scope: 'org', ...fields, agentId: null });
}
console.log(
  `seeded ${CALLS.toLocaleString('en-US')} calls and ${String(days.size * 2)} summaries in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// The log's first page: negative calls of the agent in the last week, newest first, 50 a page.
const filters = callFiltersSchema.parse({
  agentId: AGENT,
  sentiment: 'Negative',
  from: end - 7 * 86_400_000,
});
started = performance.now();
const page = await callQuery(db(), filters).limit(50).get();
console.log(
  `call log first page: ${String(page.size)} calls in ${(performance.now() - started).toFixed(0)} ms (target < 1000 ms)`,
);

// The dashboard: one query for the range's summaries, merged by the domain.
const from = utcDay(firstDay);
const to = utcDay(end - 1);
started = performance.now();
const summaries = await db()
  .collection(COLLECTIONS.callSummaries)
  .where('scope', '==', 'agent')
  .where('agentId', '==', AGENT)
  .where('day', '>=', from)
  .where('day', '<=', to)
  .get();
const dashboard = mergeDailySummaries(
  summaries.docs.map((doc) => ({
    day: String(doc.get('day')),
    counters: doc.get('counters') as CounterTree,
  })),
  { from, to },
);
console.log(
  `dashboard (${String(DAYS)} days): ${String(summaries.size)} document reads, ${(performance.now() - started).toFixed(0)} ms (targets < 100 reads, < 1500 ms); ${dashboard.total.calls.toLocaleString('en-US')} calls, p90 ${String(dashboard.total.p90DurationSeconds)} s`,
);
if (dashboard.total.calls !== CALLS)
  throw new Error(`The dashboard counts ${String(dashboard.total.calls)} calls, not ${String(CALLS)}`);

// The export: every call of the agent as CSV, page by page.
started = performance.now();
let rows = -1;
let bytes = 0;
for await (const chunk of callCsvChunks(db(), callFiltersSchema.parse({ agentId: AGENT }))) {
  rows += chunk.split('\r\n').length - 1;
  bytes += chunk.length;
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `CSV export: ${rows.toLocaleString('en-US')} rows, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s — ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s`,
);

await emulator.stop();
process.exit(0);
