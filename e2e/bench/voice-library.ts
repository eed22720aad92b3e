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
  LABEL_CLOSE,
  LABEL_EXPLORE_ALL_VOICES,
  LABEL_SEARCH_ANY_VOICE,
  SYSTEM_OWNER_UID,
  voiceSchema,
} from '@parley/domain';
import { startBenchStack, type BenchStack } from '@parley/scripts/bench-stack';
import { DEMO_IDS, DEMO_LOGIN, seed } from '@parley/scripts/seed';
import { launchChromium } from '../src/browser';

const { values } = parseArgs({
  options: { voices: { type: 'string', default: '10000' }, runs: { type: 'string', default: '5' } },
});
const VOICE_COUNT = Number(values.voices);
const RUNS = Number(values.runs);
const PROVIDERS = ['11labs', 'cartesia', 'deepgram', 'playht', 'neets', 'rime'] as const;

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
      name: `Bench ${String(index).padStart(5, '0')}`,
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

function timeUntilRow(page: Page, trigger: 'click' | 'keydown', expected: string): Promise<number> {
  return page.evaluate(
    ({ rows, trigger, expected }) =>
      new Promise<number>((resolve) => {
        let started = -1;
        const done = () => {
          const first = document.querySelector(rows);
          if (started >= 0 && first?.textContent.includes(expected)) {
            observer.disconnect();
            resolve(performance.now() - started);
          }
        };
        const observer = new MutationObserver(done);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        document.addEventListener(
          trigger,
          (event) => {
            started = event.timeStamp;
          },
          { capture: true, once: true },
        );
      }),
    { rows: ROWS, trigger, expected },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1] ?? NaN;

function report(label: string, samples: number[], unit: string, target: number): void {
  const verdict = median(samples) < target ? 'ok' : 'OVER';
  console.log(
    `${label.padEnd(44)} median ${median(samples).toFixed(1).padStart(7)} ${unit}  p95 ${p95(samples).toFixed(1).padStart(7)} ${unit}  target < ${target} ${unit}  ${verdict}`,
  );
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const browser = await launchChromium();
  try {
    await seed({ db: getFirestore(stack.admin), auth: getAuth(stack.admin) });
    await seedBenchVoices(stack);
    const page = await browser.newPage();
    await page.goto(`${stack.appUrl}sign-in`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: /e-?mail/i }).fill(DEMO_LOGIN.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_LOGIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/agent$/);
    await page.goto(`${stack.appUrl}agent/${DEMO_IDS.agent}`);
    const choose = page.getByRole('button', { name: LABEL_CHOOSE_VOICE });
    await choose.waitFor();

    const open: number[] = [];
    const keystroke: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await resetReads(stack);
      const opened = timeUntilRow(page, 'click', '');
      await choose.click();
      open.push(await opened);
      const search = page.getByRole('textbox', { name: LABEL_SEARCH_ANY_VOICE });
      await search.fill('Bench 099');
      await page.locator(ROWS).first().filter({ hasText: 'Bench 099' }).waitFor();
      const filtered = timeUntilRow(page, 'keydown', 'Bench 0999');
      await search.press('9');
      keystroke.push(await filtered);
      // Listeners settle, then what this opening read is counted.
      await page.waitForTimeout(1500);
      reads.push(await clientReads(stack));
      await page.getByRole('button', { name: LABEL_CLOSE }).first().click();
      await page.getByRole('table', { name: LABEL_EXPLORE_ALL_VOICES }).waitFor({ state: 'detached' });
    }
    console.log(`voice library, ${VOICE_COUNT.toLocaleString('en')} System voices, ${RUNS} openings:`);
    report('open modal → first table row', open, 'ms', 800);
    report('keystroke in search → filtered rows', keystroke, 'ms', 50);
    report('Firestore documents read per opening', reads, 'docs', 100);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

await main();
