// `npm run bench:integrations`: code-block execution latency and the outbound guard's overhead.
// Cold: an execute-code in a new function instance — a fresh Node process with the sandbox pool loaded
// as deployed (bundled, the worker beside it) and no worker yet — timed from the run call to its answer:
// compiling QuickJS for the process, starting a worker, instantiating and warming QuickJS, the run.
// Replacement: a new worker in a process that has compiled QuickJS already (a worker killed after a
// runaway run, or the pool growing). Warm: a running worker, a fresh QuickJS runtime per run, as every
// execution gets. The guard: its overhead over a direct request to a local server (both open a new
// connection per request, as the guard always does). Targets: warm < 50 ms, cold < 300 ms, guard
// overhead < 5 ms p50. docs/integrations.md ("Latency").
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
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
// The pool and its worker bundled as functions/build.mjs bundles them (inside functions/, so QuickJS
// resolves from node_modules; workspace packages inlined): the pool finds code-sandbox-worker.js beside it.
const functionsDir = join(import.meta.dirname, '..', '..', 'functions');
const bundleDir = await mkdtemp(join(functionsDir, '.bench-worker-'));
await build({
  absWorkingDir: functionsDir,
  entryPoints: {
    'sandbox-pool': 'src/integrations/code/sandbox-pool.ts',
    'code-sandbox-worker': 'src/integrations/code/sandbox-worker.ts',
  },
  outdir: bundleDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  logLevel: 'warning',
  plugins: [
    {
      name: 'registry-packages-external',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
          path.startsWith('@parley/') ? undefined : { path, external: true },
        );
      },
    },
  ],
});

/** One new process: a cold run, then a run on a second pool's new worker (QuickJS already compiled). */
const coldProcess = join(bundleDir, 'cold-run.js');
await writeFile(
  coldProcess,
  `
const { SandboxPool } = await import('./sandbox-pool.js');
const code = process.env.CODE;
const input = JSON.parse(process.env.INPUT);
async function firstRun() {
  const pool = new SandboxPool(1);
  const started = performance.now();
  const result = await pool.run(code, input);
  const elapsed = performance.now() - started;
  await pool.close();
  if (result.status !== 'ok') throw new Error('bench code failed: ' + JSON.stringify(result));
  return elapsed;
}
const cold = await firstRun();
const replacement = await firstRun();
console.log(JSON.stringify({ cold, replacement }));
`,
);
const run = promisify(execFile);
const cold: number[] = [];
const replacement: number[] = [];
try {
  for (let index = 0; index < COLD_RUNS; index += 1) {
    const { stdout } = await run(process.execPath, [coldProcess], {
      env: {
        PATH: process.env.PATH,
        CODE,
        INPUT: JSON.stringify(INPUT),
      },
    });
    const times = JSON.parse(stdout) as { cold: number; replacement: number };
    cold.push(times.cold);
    replacement.push(times.replacement);
  }
} finally {
  await rm(bundleDir, { recursive: true, force: true });
}
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
  `  code execution, cold (new instance: compile QuickJS, start a worker, warm it, run): p50 ${ms(quantile(cold, 0.5))}  max ${ms(Math.max(...cold))}  (target < 300 ms)`,
);
console.log(
  `    a new worker once QuickJS is compiled (a replacement after a kill): p50 ${ms(quantile(replacement, 0.5))}  max ${ms(Math.max(...replacement))}`,
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
