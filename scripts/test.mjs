// @ts-check
// `npm test`: every check a change must pass, cheapest first, stopping at the first failure.
import { readFile } from 'node:fs/promises';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ROOT } from './lib/project-config.mjs';
import { run } from './lib/run.mjs';
import { formatSlowest, slowestFiles, VITEST_REPORT } from './lib/slowest-tests.mjs';

/**
 * @typedef {({ command: string, args: string[] } | { task: () => Promise<unknown> }) & { title: string, hint?: string }} Step
 */

/** @type {Step[]} */
const steps = [
  {
    // CI starts with `npm ci`, which refuses a lock that disagrees with any package.json; catch that here.
    title: 'Lockfile in sync with every package.json',
    command: 'npm',
    args: ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'],
    hint: 'Run `npm install --package-lock-only`, then `node scripts/restore-lock-bindings.mjs`, and commit package-lock.json.',
  },
  { title: 'Lint (ESLint, whole repo)', command: 'npm', args: ['run', 'lint'] },
  {
    title: 'Formatting (Prettier, whole repo)',
    command: 'npm',
    args: ['run', 'format:check'],
    hint: 'Run `npx prettier --write <the files listed above>` and commit them.',
  },
  { title: 'Type-check (every workspace)', command: 'npm', args: ['run', 'typecheck'] },
  // The emulator's browser tests and the e2e journeys drive Debian's Chromium; install it before they run.
  { title: 'Chromium for browser tests', task: () => ensureChromium() },
  // Every project, the e2e journeys included, in one run: the emulators start once for all of them.
  // The JSON report beside the usual output feeds the slowest-files list below (`npm run test:slowest`).
  {
    title: 'Tests (vitest: every workspace project, e2e included)',
    command: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
  },
  {
    title: 'The 20 slowest test files',
    task: async () => {
      const report = JSON.parse(await readFile(VITEST_REPORT, 'utf8'));
      console.log(formatSlowest(slowestFiles(report, { root: ROOT })));
    },
  },
];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

const started = Date.now();
for (const [index, step] of steps.entries()) {
  const label = 'command' in step ? `${step.command} ${step.args.join(' ')}` : 'built-in';
  console.log(`\n━━━ [${index + 1}/${steps.length}] ${step.title} ━━━ (${label})`);
  const stepStarted = Date.now();
  let failure = null;
  if ('command' in step) {
    const code = await run(step.command, step.args);
    if (code !== 0) failure = `exited with code ${code}`;
  } else {
    try {
      await step.task();
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
  }
  if (failure) {
    console.error(`\n✗ ${step.title} failed after ${seconds(Date.now() - stepStarted)}: ${failure}`);
    if (step.hint) console.error(`  ${step.hint}`);
    process.exit(1);
  }
  console.log(`✓ ${step.title} (${seconds(Date.now() - stepStarted)})`);
}
console.log(`\n✓ All ${steps.length} steps passed in ${seconds(Date.now() - started)}.`);
