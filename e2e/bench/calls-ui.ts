// `npm run bench:calls` (second part): the call log and the dashboard in headless Chromium against the
// local stack, with the demo agent's calls seeded over the last 30 days (and their daily summaries, as
// the trigger leaves them), for a new account and agent made through the screens. Prints the time from navigation start to the log's first row and to the
// dashboard's first chart bar, and the Firestore documents the browser read for the dashboard page
// (the emulator counts them: GET /emulator/v1/reads). Targets: 1 s, 1.5 s, fewer than 100 documents.
// Figures only, no asserts. Not yet part of `npm run bench:calls`: it has not completed a run on the
// shared machine it was written on (the stack's first sign-up did not finish there).
// Usage: node --import tsx e2e/bench/calls-ui.ts [--calls 20000] [--runs 5]
import { parseArgs } from 'node:util';
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
import type { Page } from 'playwright-core';
import { launchChromium } from '../src/browser';
import { createAgent } from '../src/pages/agents';
import { signUp } from '../src/pages/auth';
import { report } from './lib/figures';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '20000' }, runs: { type: 'string', default: '5' } },
});
const CALL_COUNT = Number(values.calls);
const RUNS = Number(values.runs);
const DAYS = 30;

/** The demo agent's calls spread over the last 30 days, and each day's summary for agent and org. */
async function seedCalls(stack: BenchStack, owner: { agent: string; org: string }): Promise<void> {
  const db = getFirestore(stack.admin);
  const writer = db.bulkWriter();
  const now = Date.now();
  const first = now - DAYS * 86_400_000;
  const days = new Map<string, CounterTree>();
  const spread = { agentId: owner.agent, orgId: owner.org, count: CALL_COUNT, fromMs: first, toMs: now };
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
  for (const [day, counters] of days) {
    const fields = { orgId: owner.org, day, counters };
    const summaries = db.collection(COLLECTIONS.callSummaries);
    void writer.set(summaries.doc(`agent_${owner.agent}_${day}`), {
      scope: 'agent',
      agentId: owner.agent,
      ...fields,
    });
    void writer.set(summaries.doc(`org_${owner.org}_${day}`), { scope: 'org', agentId: null, ...fields });
  }
  await writer.close();
}

// Installed before the page's scripts: the time since navigation start at which `selector` first
// matches. Sent as source text (tsx decorates compiled functions with a helper the page lacks).
const probe = (selector: string) => `(() => {
  const observer = new MutationObserver(() => {
    if (document.querySelector(${JSON.stringify(selector)})) {
      window.__firstSeen = performance.now();
      observer.disconnect();
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  });
})();`;

async function clientReads(stack: BenchStack): Promise<number> {
  const response = await fetch(`${stack.firestoreUrl}/emulator/v1/reads`);
  return ((await response.json()) as { client: number }).client;
}

async function resetReads(stack: BenchStack): Promise<void> {
  await fetch(`${stack.firestoreUrl}/emulator/v1/reads`, { method: 'DELETE' });
}

/** Loads `url` RUNS times in a page probing `selector`; the times to it and the reads of each load. */
async function measure(page: Page, stack: BenchStack, url: string) {
  const times: number[] = [];
  const reads: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await resetReads(stack);
    await page.goto(url);
    await page.waitForFunction('window.__firstSeen !== undefined', undefined, { timeout: 60_000 });
    times.push(await page.evaluate<number>('window.__firstSeen'));
    // Listeners settle a moment after the first paint; the count covers the page's whole load.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    reads.push(await clientReads(stack));
  }
  return { times, reads };
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    // The first requests wait for the functions emulator to load its bundle: slow on a busy machine.
    context.setDefaultTimeout(120_000);
    // A new account and agent, through the screens, with the calls seeded for that agent.
    const signIn = await context.newPage();
    await signIn.goto(`${stack.appUrl}sign-up`);
    await signUp(signIn, {
      name: 'Bench Calls',
      email: `bench-calls-${Date.now().toString(36)}@parley.test`,
      password: 'bench-pass-1',
    });
    await signIn.waitForURL(/\/agent$/);
    const agent = await createAgent(signIn, 'Bench desk');
    const org = String(
      (await getFirestore(stack.admin).collection(COLLECTIONS.agents).doc(agent).get()).get('orgId'),
    );
    await signIn.close();
    await seedCalls(stack, { agent, org });
    const owner = { agent };

    const log = await context.newPage();
    await log.addInitScript(probe('.MuiDataGrid-row'));
    const logFigures = await measure(log, stack, `${stack.appUrl}agent/${owner.agent}/calls`);
    const dashboard = await context.newPage();
    await dashboard.addInitScript(probe('[data-chart="chart-outcomes"] path.recharts-rectangle'));
    const dashboardFigures = await measure(dashboard, stack, `${stack.appUrl}agent/${owner.agent}/analytics`);

    console.log(
      `call log and dashboard, ${CALL_COUNT.toLocaleString('en')} calls over ${String(DAYS)} days, ${String(RUNS)} loads:`,
    );
    report('navigation start → first call-log row', logFigures.times, 'ms', 1000);
    report('Firestore documents read, call log page', logFigures.reads, 'docs', 100);
    report('navigation start → first dashboard bar', dashboardFigures.times, 'ms', 1500);
    report('Firestore documents read, dashboard page', dashboardFigures.reads, 'docs', 100);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
