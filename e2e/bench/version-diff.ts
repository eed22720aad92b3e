// `npm run bench:versions` (second part): the diff of two versions of an agent with 20 workflows of 100
// nodes each, rendered on the Versions tab in headless Chromium against the local stack. Prints the
// time from choosing the version to compare to the diff drawn (every workflow's section in the page and
// the next frame painted), the domain's diffVersions included; target < 200 ms.
// Usage: node --import tsx e2e/bench/version-diff.ts [--runs 10]
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { agentSchema, agentVersionIdOf, COLLECTIONS, workflowSchema } from '@parley/domain';
import { startBenchStack, type BenchStack } from '@parley/scripts/bench-stack';
import { BENCH_FLOWS, benchFlowContent } from '@parley/scripts/bench-versions';
import { DEMO_IDS, seed } from '@parley/scripts/seed';
import type { Page } from 'playwright-core';
import { launchChromium } from '../src/browser';
import { signInAsDemo } from './lib/demo-session';
import { report } from './lib/figures';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(values.runs);

/** Versions 1 and 2 of the demo agent, each with the 20 bench workflows as that round left them. */
async function seedVersions(stack: BenchStack): Promise<void> {
  const db = getFirestore(stack.admin);
  const agent = agentSchema.parse((await db.collection(COLLECTIONS.agents).doc(DEMO_IDS.agent).get()).data());
  const workflows = (round: number) =>
    Array.from({ length: BENCH_FLOWS }, (_, index) =>
      workflowSchema.parse({
        id: `bench-flow-${String(index).padStart(2, '0')}`,
        agentId: DEMO_IDS.agent,
        name: `Flow ${String(index)}`,
        contentJSON: benchFlowContent(index, round),
      }),
    );
  for (const version of [1, 2]) {
    await db
      .collection(COLLECTIONS.agentVersions)
      .doc(agentVersionIdOf(DEMO_IDS.agent, version))
      .set({
        agentId: DEMO_IDS.agent,
        orgId: DEMO_IDS.org,
        version,
        note: `Bench round ${String(version)}`,
        isEdited: false,
        snapshot: { ...agent, version, greeting: `Hello, round ${String(version)}` },
        workflows: workflows(version),
        createdAt: new Date(),
        createdBy: null,
      });
  }
}

/** Picks `label` in the Compare section's `picker` ('From' or 'To'). */
async function pick(page: Page, picker: 'From' | 'To', label: string): Promise<void> {
  const compare = page.getByRole('region', { name: 'Compare' });
  await compare.getByRole('combobox', { name: picker }).click();
  await page.getByRole('option', { name: label, exact: true }).waitFor();
}

// Clicks the open picker's option in the page and resolves the milliseconds until every workflow's
// section of the diff is in the document and the next frame has been painted. Sent as source text
// (tsx decorates compiled functions with a helper the page lacks).
const MEASURE_PICK = (label: string, sections: number) => `new Promise((resolve) => {
  const option = [...document.querySelectorAll('[role="option"]')].find((item) => item.textContent === ${JSON.stringify(label)});
  const drawn = () => document.querySelectorAll('section[aria-label^="Workflow: "]').length === ${String(sections)};
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true });
  option.click();
})`;

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    const db = getFirestore(stack.admin);
    await seed({ db, auth: getAuth(stack.admin) });
    await seedVersions(stack);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Signing in waits on the Auth emulator, slow on a busy machine; the figure is measured in-page.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await signInAsDemo(page, stack.appUrl);
    await page.goto(`${stack.appUrl}agent/${DEMO_IDS.agent}/versions`);
    await page
      .getByRole('list', { name: 'History' })
      .getByRole('listitem')
      .nth(1)
      .waitFor({ timeout: 60_000 });
    await pick(page, 'From', 'v0.1');
    await page.getByRole('option', { name: 'v0.1', exact: true }).click();
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // v0.1 against itself first: 'No differences.', so each run draws the whole diff anew.
      await pick(page, 'To', 'v0.1');
      await page.getByRole('option', { name: 'v0.1', exact: true }).click();
      await page.getByText('No differences.').waitFor();
      await pick(page, 'To', 'v0.2');
      samples.push(await page.evaluate<number>(MEASURE_PICK('v0.2', BENCH_FLOWS)));
    }
    console.log(`Versions tab, ${String(BENCH_FLOWS)} workflows of 100 nodes, ${String(RUNS)} diffs:`);
    report('choose a version → diff drawn', samples, 'ms', 200);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
