// `npm run bench:calls` (second part): the call log and the dashboard in headless Chromium against the
// local stack, with 100,000 calls of the seeded demo agent spread over the last 30 days (and their daily
// summaries, as the trigger leaves them). Prints the time from navigation start to the log's first row
// and to the dashboard's first chart bar, and the Firestore documents the browser read for each page
// (counted by the emulator: GET /emulator/v1/reads). Targets: 1 s, 1.5 s, fewer than 100 documents.
// Figures only, no asserts.
//
// The emulator delivers no document events here: the calls and their summaries are written as the
// trigger leaves them, and the trigger run for each of 100,000 seeded calls had the machine at a load
// of 20 throughout the measured loads (and counted every call twice).
//
// It signs in as the seeded demo account, as the other browser benches do: signing up through the
// screens waits on the Functions emulator (POST /user/new, the verification and welcome mails), whose
// first load took minutes on a loaded machine and made this bench hang. Nothing here calls a function.
// Usage: node --import tsx e2e/bench/calls-ui.ts [--calls 100000] [--runs 5]
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import {
  addCounters,
  callContribution,
  COLLECTIONS,
  timestampMillis,
  type CounterTree,
} from '@parley/domain';
import { benchCall } from '@parley/scripts/bench-calls';
import { startBenchStack, type BenchStack } from '@parley/scripts/bench-stack';
import { DEMO_IDS, seed } from '@parley/scripts/seed';
import type { Locator, Page } from 'playwright-core';
import { launchChromium, screenshotOpenPages } from '../src/browser';
import { signInAsDemo } from './lib/demo-session';
import { report } from './lib/figures';
import { firstSeen, firstSeenProbe } from './lib/first-seen';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '100000' }, runs: { type: 'string', default: '5' } },
});
const CALL_COUNT = Number(values.calls);
const RUNS = Number(values.runs);
const DAYS = 30;
/** Every wait in the page is bounded: a stuck step fails the bench instead of hanging it. */
const STEP_TIMEOUT_MS = 120_000;

/** The demo agent's calls spread over the last 30 days, and each day's summary for agent and org. */
async function seedCalls(stack: BenchStack): Promise<void> {
  const db = getFirestore(stack.admin);
  // Unthrottled: the bulk writer's default ramp-up (500 writes/s at first) took minutes for 100,000.
  const writer = db.bulkWriter({ throttling: false });
  const now = Date.now();
  const days = new Map<string, CounterTree>();
  const spread = {
    agentId: DEMO_IDS.agent,
    orgId: DEMO_IDS.org,
    count: CALL_COUNT,
    fromMs: now - DAYS * 86_400_000,
    toMs: now,
  };
  for (let index = 0; index < CALL_COUNT; index += 1) {
    const call = benchCall(index, spread);
    const createdAt = timestampMillis(call.createdAt);
    void writer.set(db.collection(COLLECTIONS.calls).doc(call.id), {
      ...call,
      createdAt: Timestamp.fromMillis(createdAt),
      endedAt: Timestamp.fromMillis(createdAt + call.durationSeconds * 1000),
    });
    days.set(call.day, addCounters(days.get(call.day) ?? {}, callContribution(call, 1)));
  }
  const summaries = db.collection(COLLECTIONS.callSummaries);
  for (const [day, counters] of days) {
    const fields = { orgId: DEMO_IDS.org, day, counters };
    void writer.set(summaries.doc(`agent_${DEMO_IDS.agent}_${day}`), {
      scope: 'agent',
      agentId: DEMO_IDS.agent,
      ...fields,
    });
    void writer.set(summaries.doc(`org_${DEMO_IDS.org}_${day}`), { scope: 'org', agentId: null, ...fields });
  }
  await writer.close();
}

async function clientReads(stack: BenchStack): Promise<number> {
  const response = await fetch(`${stack.firestoreUrl}/emulator/v1/reads`);
  return ((await response.json()) as { client: number }).client;
}

async function resetReads(stack: BenchStack): Promise<void> {
  await fetch(`${stack.firestoreUrl}/emulator/v1/reads`, { method: 'DELETE' });
}

/**
 * Loads `url` RUNS times in `page`, each a fresh document (so its listeners start anew): the times to
 * `selector` and the documents each load read. The reads are taken once `settled` shows in the page too
 * (the workspace around the figure has its own listeners), and cover the whole page, not only the log's
 * or the dashboard's own query: an upper bound of what the screen costs.
 */
async function measure(page: Page, stack: BenchStack, url: string, settled: (page: Page) => Locator) {
  const times: number[] = [];
  const reads: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await resetReads(stack);
    await page.goto(url);
    times.push(await firstSeen(page, STEP_TIMEOUT_MS));
    await settled(page).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    reads.push(await clientReads(stack));
  }
  return { times, reads };
}

async function main(): Promise<void> {
  const stack = await startBenchStack({ deliverEvents: false });
  const browser = await launchChromium();
  try {
    const started = performance.now();
    await seed({ db: getFirestore(stack.admin), auth: getAuth(stack.admin) });
    await seedCalls(stack);
    console.log(
      `seeded ${CALL_COUNT.toLocaleString('en')} calls in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
    const signIn = await context.newPage();
    await signInAsDemo(signIn, stack.appUrl);
    await signIn.close();

    const agentUrl = `${stack.appUrl}agent/${DEMO_IDS.agent}`;
    // What the pages threw while measured is printed with the figures: a load that rendered in a loop
    // (React's "maximum update depth") would otherwise only show as a slow figure.
    const pageErrors: string[] = [];
    context.on('weberror', (error) => {
      pageErrors.push(error.error().message);
    });
    const log = await context.newPage();
    await log.addInitScript(firstSeenProbe('.MuiDataGrid-row'));
    // The queue panel reads the agent document: the Calls tab is whole once it shows.
    const logFigures = await measure(log, stack, `${agentUrl}/calls`, (page) =>
      page.getByText(/calls? waiting/),
    );
    await log.close();
    const dashboard = await context.newPage();
    await dashboard.addInitScript(firstSeenProbe('[data-chart="chart-outcomes"] path.recharts-rectangle'));
    // The last breakdown table is drawn from the same summaries, after the charts.
    const dashboardFigures = await measure(dashboard, stack, `${agentUrl}/analytics`, (page) =>
      page.getByRole('heading', { name: 'By voice' }),
    );

    console.log(
      `call log and dashboard, ${CALL_COUNT.toLocaleString('en')} calls over ${String(DAYS)} days, ${String(RUNS)} loads each:`,
    );
    report('navigation start → first call-log row', logFigures.times, 'ms', 1000);
    report('Firestore documents read, Calls tab', logFigures.reads, 'docs', 100);
    report('navigation start → first dashboard bar', dashboardFigures.times, 'ms', 1500);
    report('Firestore documents read, Analytics tab', dashboardFigures.reads, 'docs', 100);
    console.log(`errors thrown in the pages: ${String(pageErrors.length)}`);
    for (const message of new Set(pageErrors)) console.log(`  ${message}`);
  } catch (error) {
    // What the page showed when a step failed, in e2e/test-results/.
    await screenshotOpenPages(browser, 'bench-calls-ui');
    throw error;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
