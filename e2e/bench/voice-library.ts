// `npm run bench:web` (second part): the voice library with 10,000 System voices, in headless Chromium
// against the local stack. Prints, for opening the modal and for a keystroke in its search, the time to
// the table's rows, and the Firestore documents the browser read per opening (the emulator counts them:
// GET /emulator/v1/reads). Targets: 800 ms, 50 ms, fewer than 100 documents. Figures only, no asserts.
// Usage: node --import tsx e2e/bench/voice-library.ts [--voices 10000] [--runs 5]
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import {
  COLLECTIONS,
  LABEL_CHOOSE_VOICE,
  LABEL_EXPLORE_ALL_VOICES,
  LABEL_SEARCH_ANY_VOICE,
  SYSTEM_OWNER_UID,
  voiceSchema,
} from '@parley/domain';
import { startBenchStack, type BenchStack } from '@parley/scripts/bench-stack';
import { DEMO_IDS, seed } from '@parley/scripts/seed';
import { launchChromium } from '../src/browser';
import { signInAsDemo } from './lib/demo-session';
import { median, report } from './lib/figures';

const { values } = parseArgs({
  options: { voices: { type: 'string', default: '10000' }, runs: { type: 'string', default: '5' } },
});
const VOICE_COUNT = Number(values.voices);
const RUNS = Number(values.runs);
const PROVIDERS = ['11labs', 'cartesia', 'deepgram', 'playht', 'neets', 'rime'] as const;

const voiceName = (index: number) => `Bench ${String(index).padStart(5, '0')}`;

/** 10,000 System voices named "Bench 00000"… with the filters' values spread across them. */
async function seedBenchVoices(stack: BenchStack): Promise<void> {
  const db = getFirestore(stack.admin);
  const writer = db.bulkWriter();
  // Older than any bundle the run builds, as a catalogue that changed long ago would be.
  const updatedAt = Timestamp.fromMillis(Date.now() - 86_400_000);
  for (let index = 0; index < VOICE_COUNT; index += 1) {
    const id = `bench-${String(index).padStart(5, '0')}`;
    const voice = voiceSchema.parse({
      id,
      name: voiceName(index),
      ttsId: `tts-${id}`,
      provider: PROVIDERS[index % PROVIDERS.length],
      gender: index % 2 ? 'male' : 'female',
      language: 'english',
      accent: 'American',
      ownerUid: SYSTEM_OWNER_UID,
      isPublic: true,
      tags: index % 3 ? ['turbo'] : [],
      addedCount: index % 97,
    });
    void writer.set(db.collection(COLLECTIONS.voices).doc(id), { ...voice, updatedAt });
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

// In-page timing: the clock starts with the click's or keystroke's own event time and stops at the
// first DOM mutation after which the table shows a data row matching `expected`.
const ROWS = `[role="table"][aria-label="${LABEL_EXPLORE_ALL_VOICES}"] > [role="rowgroup"]:last-child [role="row"]`;

// Sent as source text: tsx decorates compiled functions with a helper (__name) the page does not have.
const TIME_UNTIL_ROW = `({ rows, trigger, expected }) =>
  new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no row with "' + expected + '" within 60 s')), 60000);
    let started = -1;
    const observer = new MutationObserver(() => {
      const first = document.querySelector(rows);
      if (started >= 0 && first && first.textContent.includes(expected)) {
        observer.disconnect();
        resolve(performance.now() - started);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    document.addEventListener(trigger, (event) => { started = event.timeStamp; }, { capture: true, once: true });
  })`;

function timeUntilRow(page: Page, trigger: 'click' | 'keydown', expected: string): Promise<number> {
  const args = JSON.stringify({ rows: ROWS, trigger, expected });
  return page.evaluate<number>(`(${TIME_UNTIL_ROW})(${args})`);
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    await seed({ db: getFirestore(stack.admin), auth: getAuth(stack.admin) });
    await seedBenchVoices(stack);
    const page = await browser.newPage();
    await signInAsDemo(page, stack.appUrl);
    const agentUrl = `${stack.appUrl}agent/${DEMO_IDS.agent}`;
    const choose = page.getByRole('button', { name: LABEL_CHOOSE_VOICE });
    const step = (what: string) => {
      if (process.env.BENCH_DEBUG) console.log(`[${new Date().toISOString()}] ${what}`);
    };

    const pageToRows: number[] = [];
    const open: number[] = [];
    const keystroke: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Each run loads the agent page afresh, so the count covers everything the library reads: what
      // the page starts loading before the click (the library loads with the page) and the modal itself.
      await resetReads(stack);
      const loadStarted = Date.now();
      await page.goto(agentUrl);
      step(`run ${run}: agent page loaded; opening`);
      const [opened] = await Promise.all([timeUntilRow(page, 'click', ''), choose.click()]);
      pageToRows.push(Date.now() - loadStarted);
      open.push(opened);
      step(`opened in ${opened.toFixed(0)} ms; searching`);
      // From about 100 matching voices, one more character narrows the table to 10.
      const last = voiceName(VOICE_COUNT - 1);
      const [before, after] = [last.slice(0, -2), last.slice(0, -1)];
      const search = page.getByPlaceholder(LABEL_SEARCH_ANY_VOICE);
      await search.fill(before);
      await page.locator(ROWS).first().filter({ hasText: before }).waitFor();
      const [filtered] = await Promise.all([
        timeUntilRow(page, 'keydown', after),
        search.press(after.slice(-1)),
      ]);
      keystroke.push(filtered);
      step(`filtered in ${filtered.toFixed(0)} ms`);
      // Listeners settle, then what this page load and opening read is counted.
      await page.waitForTimeout(1500);
      reads.push(await clientReads(stack));
    }
    console.log(`voice library, ${VOICE_COUNT.toLocaleString('en')} System voices, ${RUNS} runs:`);
    report('open modal (click) → first table row', open, 'ms', 800);
    console.log(
      `${'  agent page load → click → first row'.padEnd(44)} median ${median(pageToRows).toFixed(0).padStart(7)} ms  (for reference: the library loads with the page)`,
    );
    report('keystroke in search → filtered rows', keystroke, 'ms', 50);
    report('Firestore documents read, page load + opening', reads, 'docs', 100);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
