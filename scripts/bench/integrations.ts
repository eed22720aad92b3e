// `npm run bench:integrations`: code-block execution latency — cold: a new sandbox worker starts, loads
// QuickJS and runs (validate-code starts the workers ahead of the first run, so users mostly see the
// "first run once ready" part); warm: a running worker, a fresh QuickJS runtime per run, as every
// execution gets — and the outbound guard's overhead over a direct request to a local server (both open
// a new connection per request, as the guard always does). Targets: warm < 50 ms, cold < 300 ms, guard
// overhead < 5 ms p50.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import { SandboxPool } from '../../functions/src/integrations/code/sandbox-pool';
import { guardedFetch } from '../../functions/src/lib/outbound/guarded-fetch';
import { resolverWith } from '../../functions/src/lib/outbound/outbound-policy';

const COLD_RUNS = 5;
const WARM_RUNS = 200;
const REQUESTS = 300;
const CODE = `export default function run(input) {
  const total = input.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  console.log('items', input.items.length);
  return { total, currency: 'USD' };
}`;
const INPUT = { items: Array.from({ length: 20 }, (_, index) => ({ price: index + 0.5, quantity: 2 })) };

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function timed<T>(run: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

// ---- code execution --------------------------------------------------------------------------------
// Cold, as deployed: the worker bundled as functions/build.mjs bundles it (inside functions/, so its
// QuickJS import resolves from node_modules), started, loading QuickJS, then answering one job.
const functionsDir = join(import.meta.dirname, '..', '..', 'functions');
const bundleDir = await mkdtemp(join(functionsDir, '.bench-worker-'));
const workerFile = join(bundleDir, 'code-sandbox-worker.js');
await build({
  absWorkingDir: functionsDir,
  entryPoints: ['src/integrations/code/sandbox-worker.ts'],
  outfile: workerFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
const job = {
  id: 1,
  job: {
    code: CODE,
    inputJson: JSON.stringify(INPUT),
    limits: {
      timeMs: 1000,
      memoryBytes: 64 << 20,
      maxOutputBytes: 1 << 20,
      maxLogLines: 100,
      maxLogBytes: 16384,
    },
  },
};
/** Milliseconds from starting a worker to its ready message, and from the job to its answer. */
function coldRun(): Promise<{ start: number; firstRun: number }> {
  const started = performance.now();
  let ready = started;
  const worker = new Worker(workerFile, { env: {} });
  return new Promise<{ start: number; firstRun: number }>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (message: { ready?: boolean }) => {
      if (message.ready) {
        ready = performance.now();
        worker.postMessage(job);
      } else {
        resolve({ start: ready - started, firstRun: performance.now() - ready });
      }
    });
  }).finally(() => worker.terminate());
}
const coldStarts: number[] = [];
const firstRuns: number[] = [];
const cold: number[] = [];
for (let index = 0; index < COLD_RUNS; index += 1) {
  const { start, firstRun } = await coldRun();
  coldStarts.push(start);
  firstRuns.push(firstRun);
  cold.push(start + firstRun);
}
await rm(bundleDir, { recursive: true, force: true });
const coldFromSource = await timed(async () => {
  const pool = new SandboxPool(1);
  await pool.run(CODE, INPUT);
  await pool.close();
});
const pool = new SandboxPool(1);
await pool.run(CODE, INPUT);
const warm: number[] = [];
for (let index = 0; index < WARM_RUNS; index += 1) {
  const started = performance.now();
  const result = await pool.run(CODE, INPUT);
  warm.push(performance.now() - started);
  if (result.status !== 'ok') throw new Error(`bench code failed: ${JSON.stringify(result)}`);
}
await pool.close();

// ---- send-request overhead ---------------------------------------------------------------------------
const server = createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end('{"ok":true}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

function direct(): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: '/', method: 'GET', agent: false },
      (message) => {
        message.resume();
        message.on('end', resolve);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
const guardOptions = {
  policy: { extraPorts: [port], loopbackHosts: ['bench-api.example.com'] },
  resolve: resolverWith({ 'bench-api.example.com': '127.0.0.1' }),
};
const guarded = () =>
  guardedFetch({ url: `http://bench-api.example.com:${port}/`, method: 'GET' }, guardOptions);

for (let index = 0; index < 50; index += 1) {
  await direct();
  await guarded();
}
const directTimes: number[] = [];
const guardedTimes: number[] = [];
// Interleaved, so both see the same machine load.
for (let index = 0; index < REQUESTS; index += 1) {
  directTimes.push(await timed(direct));
  guardedTimes.push(await timed(guarded));
}
server.close();

const overhead = quantile(guardedTimes, 0.5) - quantile(directTimes, 0.5);
console.log('integrations bench');
console.log(
  `  code execution, cold (new bundled worker + QuickJS load + run): p50 ${ms(quantile(cold, 0.5))}  max ${ms(Math.max(...cold))}  (target < 300 ms)`,
);
console.log(
  `    of which worker start (isolate, QuickJS load, warm-up run): p50 ${ms(quantile(coldStarts, 0.5))}; first run once ready: p50 ${ms(quantile(firstRuns, 0.5))}`,
);
console.log(`    (from source, the worker compiled by tsx as in tests: ${ms(coldFromSource)})`);
console.log(
  `  code execution, warm (pooled worker, fresh runtime):  p50 ${ms(quantile(warm, 0.5))}  p95 ${ms(quantile(warm, 0.95))}  (target < 50 ms)`,
);
console.log(
  `  direct request to a local server:   p50 ${ms(quantile(directTimes, 0.5))}  p95 ${ms(quantile(directTimes, 0.95))}`,
);
console.log(
  `  through the outbound guard:         p50 ${ms(quantile(guardedTimes, 0.5))}  p95 ${ms(quantile(guardedTimes, 0.95))}`,
);
console.log(`  guard overhead p50: ${ms(overhead)}  (target < 5 ms)`);
