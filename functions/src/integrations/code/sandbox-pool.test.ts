import { Worker } from 'node:worker_threads';
import { CODE_BLOCK_LIMITS, type ExecuteCodeResponse } from '@parley/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RUN_LIMITS, SandboxPool } from './sandbox-pool';

// Two workers, the production limits: 1 s, 64 MB, 1 MB of output, 100 lines / 16 KB of logs.
const pool = new SandboxPool(2);
afterAll(() => pool.close());

const fn = (body: string) => `export default function run(input) {\n${body}\n}`;

function errorOf(result: ExecuteCodeResponse) {
  if (result.status !== 'error') throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  return result.error;
}

describe('the code-block sandbox', { timeout: 30_000 }, () => {
  it('runs the exported function on the JSON input and answers its JSON result and console lines', async () => {
    const result = await pool.run(
      fn('console.log("got", input); console.warn("careful"); return { doubled: input.n * 2, tags: ["a"] };'),
      { n: 21 },
    );

    expect(result).toMatchObject({
      status: 'ok',
      output: { doubled: 42, tags: ['a'] },
      logs: ['got {"n":21}', '[warn] careful'],
      logsTruncated: false,
    });
  });

  it('awaits an async function and accepts a named export', async () => {
    const result = await pool.run(
      'export async function handler(input) { return await Promise.resolve(input.x + 1); }',
      {
        x: 1,
      },
    );

    expect(result).toMatchObject({ status: 'ok', output: 2 });
  });

  it('stops an infinite loop with its interrupt handler', async () => {
    expect(errorOf(await pool.run(fn('for (;;) {}'), null)).kind).toBe('timeout');
  });

  it('reports deep recursion as a stack overflow', async () => {
    expect(errorOf(await pool.run(fn('const f = (n) => f(n + 1) + 1; return f(0);'), null)).kind).toBe(
      'stack-overflow',
    );
  });

  it('refuses an allocation beyond the memory cap', async () => {
    expect(errorOf(await pool.run(fn('return "x".repeat(2 ** 28).length;'), null)).kind).toBe('memory');
  });

  it('kills a memory bomb from outside (QuickJS checks neither time nor memory quickly inside it) and keeps serving', async () => {
    const bomb = await pool.run(fn('const all = []; for (;;) all.push(new Array(1e5).fill(1));'), null);

    expect(errorOf(bomb).kind).toBe('timeout');
    expect(await pool.run(fn('return "still here";'), null)).toMatchObject({
      status: 'ok',
      output: 'still here',
    });
  });

  it('refuses a result larger than the output cap', async () => {
    expect(errorOf(await pool.run(fn('return "x".repeat(2_000_000);'), null)).kind).toBe('output-too-large');
  });

  it('bounds console output and says it cut it', async () => {
    const result = await pool.run(
      fn('for (let i = 0; i < 10000; i++) console.log("line", i, "y".repeat(100)); return 1;'),
      null,
    );

    expect(result.status).toBe('ok');
    expect(result.logsTruncated).toBe(true);
    expect(result.logs.length).toBeLessThanOrEqual(CODE_BLOCK_LIMITS.maxLogLines);
    expect(result.logs.join('').length).toBeLessThanOrEqual(CODE_BLOCK_LIMITS.maxLogBytes);
  });

  it.each([
    [
      'constructor.constructor escape',
      'return constructor.constructor("return process")();',
      /process.* not defined/,
    ],
    [
      'Function escape through the export',
      'return run.constructor("return process.env")();',
      /process.* not defined/,
    ],
    ['require', 'return require("fs").readFileSync("/etc/passwd", "utf8");', /require.* not defined/],
    ['fetch', 'return fetch("http://169.254.169.254/");', /fetch.* not defined/],
    ['timers', 'return new Promise((done) => setTimeout(done, 10));', /setTimeout.* not defined/],
    ['dynamic import', 'return import("node:fs");', /could not load module/],
    ['a promise that never settles', 'return new Promise(() => {});', /never settles/],
  ])('has no way out: %s', async (_label, body, message) => {
    const error = errorOf(await pool.run(`export default async function run(input) { ${body} }`, null));

    expect(error.kind).toBe('runtime-error');
    expect(error.message).toMatch(message);
  });

  it('cannot pollute the host through the returned JSON, nor break its own output by replacing JSON', async () => {
    const result = await pool.run(
      fn(`
        const out = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}');
        JSON.stringify = () => '"hijacked"';
        Object.keys = () => [];
        return out;`),
      null,
    );

    expect(result.status).toBe('ok');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const output = (result as { output: Record<string, unknown> }).output;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.hasOwn(output, '__proto__')).toBe(true);
  });

  it('gives each run fresh globals: what one run leaves in the shared QuickJS module is gone for the next', async () => {
    // One worker, so both runs go through the same instance of the process's compiled QuickJS.
    const single = new SandboxPool(1);
    try {
      const first = await single.run(
        fn(`
          globalThis.secret = input.secret;
          Object.prototype.polluted = 'yes';
          Array.prototype.map = () => 'hijacked';
          JSON.parse = () => 'hijacked';
          console.log = () => undefined;
          return typeof globalThis.secret;`),
        { secret: 'first run only' },
      );
      const second = await single.run(
        fn(`
          console.log('logging as usual');
          return {
            secret: typeof globalThis.secret,
            polluted: typeof ({}).polluted,
            mapped: [1, 2].map((n) => n * 2),
            parsed: JSON.parse('{"a":1}'),
            input,
          };`),
        { n: 1 },
      );

      expect(first).toMatchObject({ status: 'ok', output: 'string' });
      expect(second).toMatchObject({
        status: 'ok',
        output: {
          secret: 'undefined',
          polluted: 'undefined',
          mapped: [2, 4],
          parsed: { a: 1 },
          input: { n: 1 },
        },
        logs: ['logging as usual'],
      });
      expect(single.workerCount).toBe(1);
    } finally {
      await single.close();
    }
  });

  it('refuses a module that does not export exactly one function, and a result that is not JSON', async () => {
    expect(errorOf(await pool.run('export function a() {}\nexport function b() {}', null)).kind).toBe(
      'not-a-function',
    );
    expect(errorOf(await pool.run(fn('return 10n;'), null)).message).toMatch(/not JSON/);
  });

  it('completes 50 concurrent executions, each with its own input', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => pool.run(fn('return input.index * 2;'), { index })),
    );

    expect(results.map((result) => (result.status === 'ok' ? result.output : result.error))).toEqual(
      Array.from({ length: 50 }, (_, index) => index * 2),
    );
  });

  it('answers sandbox-failure when its worker cannot start, instead of restarting it for ever', async () => {
    const broken = new SandboxPool(
      1,
      DEFAULT_RUN_LIMITS,
      () => new Worker('throw new Error("a broken deploy");', { eval: true }),
    );
    try {
      const results = await Promise.all([
        broken.run(fn('return 1;'), null),
        broken.run(fn('return 2;'), null),
      ]);

      expect(results.map(errorOf)).toEqual([
        { kind: 'sandbox-failure', message: 'The sandbox could not start; try again in a moment.' },
        { kind: 'sandbox-failure', message: 'The sandbox could not start; try again in a moment.' },
      ]);
      expect(broken.workerCount).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('refuses jobs beyond its queue at once, and runs the queued ones', async () => {
    const small = new SandboxPool(1);
    try {
      const runs = Array.from({ length: 202 }, (_, index) => small.run(fn('return input;'), index));
      const results = await Promise.all(runs);

      expect(results.slice(0, 200).every((result) => result.status === 'ok')).toBe(true);
      expect(results.slice(200).map((result) => errorOf(result).message)).toEqual([
        'The sandbox is busy; try again in a moment.',
        'The sandbox is busy; try again in a moment.',
      ]);
    } finally {
      await small.close();
    }
  });
});
