// @ts-check
// `npm run bench:start`: how long `npm start` takes to print its URL table, and each phase's time. Runs
// scripts/start.mjs as npm start does, keeps its phase lines, stops it (SIGINT, as Ctrl-C) once the table
// is printed, and repeats. Target: the table within 15 s on a 2-core machine with a warm npm cache and
// built dependencies (docs/local-stack.md#phases). Needs npm start's ports free.
// Usage: npm run bench:start [-- --runs N]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/project-config.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
const READY = /^Parley is running .*ready in ([\d.]+)s/;
const PHASE = /^\s+(\S.*?)\s+([\d.]+)s(?:\s|$)/;

/** @returns {Promise<{ ready: number, phases: Map<string, number> }>} */
function once() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`${ROOT}scripts/start.mjs`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    /** @type {Map<string, number>} */
    const phases = new Map();
    let inPhases = false;
    let ready = NaN;
    const tail = /** @type {string[]} */ ([]);
    createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on(
      'line',
      (line) => {
        tail.push(line);
        if (tail.length > 30) tail.shift();
        if (line.startsWith('Phases')) inPhases = true;
        else if (inPhases && PHASE.test(line)) {
          const [, name = '', seconds = ''] = PHASE.exec(line) ?? [];
          phases.set(name, Number(seconds));
        }
        const match = READY.exec(line);
        if (match) {
          ready = Number(match[1]);
          child.kill('SIGINT');
        }
      },
    );
    createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stderr) }).on(
      'line',
      (line) => {
        tail.push(line);
        if (tail.length > 30) tail.shift();
      },
    );
    child.on('exit', (code) => {
      if (Number.isNaN(ready))
        reject(new Error(`npm start exited (code ${code}) before its table:\n${tail.join('\n')}`));
      else resolve({ ready, phases });
    });
  });
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

/** @type {Awaited<ReturnType<typeof once>>[]} */
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const result = await once();
  results.push(result);
  console.log(`run ${run}/${runs}: URL table after ${result.ready.toFixed(1)}s`);
}
console.log(
  `\nnpm start → URL table, median of ${runs}: ${median(results.map((r) => r.ready)).toFixed(1)}s (target < 15s)`,
);
const names = [...new Set(results.flatMap((r) => [...r.phases.keys()]))];
const width = Math.max(0, ...names.map((name) => name.length));
for (const name of names) {
  const times = results.map((r) => r.phases.get(name)).filter((t) => t !== undefined);
  console.log(
    `  ${name.padEnd(width)}  ${median(times).toFixed(1)}s  (${times.map((t) => t.toFixed(1)).join(', ')})`,
  );
}
