// `npm run bench:campaigns` (second part): a campaign's page with 1,000 calls recorded, in headless
// Chromium against the local stack. Prints the time from navigation start to the first row of its
// call log. The issue sets no target for it; it is a figure to watch. No asserts.
// Usage: node --import tsx e2e/bench/campaign-page.ts [--calls 1000] [--runs 5]
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { callRecordSchema, COLLECTIONS } from '@parley/domain';
import { startBenchStack, type BenchStack } from '@parley/scripts/bench-stack';
import { DEMO_CAMPAIGN_ID, DEMO_IDS, seed } from '@parley/scripts/seed';
import { launchChromium } from '../src/browser';
import { signInAsDemo } from './lib/demo-session';
import { median, p95 } from './lib/figures';
import { firstSeen, firstSeenProbe } from './lib/first-seen';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '1000' }, runs: { type: 'string', default: '5' } },
});
const CALL_COUNT = Number(values.calls);
const RUNS = Number(values.runs);

/** Finished outbound calls of the demo campaign, one a minute, each with its routing. */
async function seedCalls(stack: BenchStack): Promise<void> {
  const db = getFirestore(stack.admin);
  const writer = db.bulkWriter();
  const start = Date.now() - CALL_COUNT * 60_000;
  for (let index = 0; index < CALL_COUNT; index += 1) {
    const id = `bench-call-${String(index).padStart(5, '0')}`;
    const call = callRecordSchema.parse({
      id,
      agentId: DEMO_IDS.agent,
      orgId: DEMO_IDS.org,
      campaignId: DEMO_CAMPAIGN_ID,
      type: 'outboundPhoneCall',
      status: index % 10 ? 'completed' : 'no-answer',
      fromNumber: '+15125550122',
      toNumber: `+1512555${String(index % 10_000).padStart(4, '0')}`,
      routing: {
        chosenNumber: '+15125550122',
        reason: 'state-match',
        explanation: 'Texas number for a Texas callee',
      },
      durationSeconds: 30 + (index % 90),
      createdAt: Timestamp.fromMillis(start + index * 60_000).toDate(),
    });
    void writer.set(db.collection(COLLECTIONS.calls).doc(id), call);
  }
  await writer.close();
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    await seed({ db: getFirestore(stack.admin), auth: getAuth(stack.admin) });
    await seedCalls(stack);
    const page = await browser.newPage();
    // The call log's grid is the page's only one.
    await page.addInitScript(firstSeenProbe('.MuiDataGrid-row'));
    await signInAsDemo(page, stack.appUrl);
    const url = `${stack.appUrl}agent/${DEMO_IDS.agent}/campaigns/${DEMO_CAMPAIGN_ID}`;
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(url);
      samples.push(await firstSeen(page, 60_000));
    }
    console.log(`campaign page, ${CALL_COUNT.toLocaleString('en')} calls recorded, ${RUNS} loads:`);
    console.log(
      `${'navigation start → first call-log row'.padEnd(46)} median ${median(samples).toFixed(1).padStart(7)} ms  p95 ${p95(samples).toFixed(1).padStart(7)} ms  (no target set)`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
