import { execFile } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { requireFunctionsEmulator } from '../testing';
import { functionsNodeBinary, runtimeMajor } from './functions-node.mjs';
import { readProjectConfig, ROOT } from './project-config.mjs';

const run = promisify(execFile);
const { functionsRuntime } = readProjectConfig();

/** firebase-tools' own runtime table and checks, as `firebase deploy` uses them (never a copy). */
interface SupportedRuntimes {
  RUNTIMES: Record<string, { status: string; deprecationDate: string; decommissionDate: string }>;
  isRuntime(runtime: string): boolean;
  isDecommissioned(runtime: string, now?: Date): boolean;
}
const supported = createRequire(ROOT)(
  'firebase-tools/lib/deploy/functions/runtimes/supported',
) as SupportedRuntimes;

describe('the functions runtime (firebase.json)', () => {
  it('is one firebase-tools can deploy today: neither deprecated nor decommissioned', () => {
    expect(supported.isRuntime(functionsRuntime)).toBe(true);
    const entry = supported.RUNTIMES[functionsRuntime];
    const now = new Date();

    expect(entry?.status).not.toMatch(/^(deprecated|decommissioned)$/);
    expect(supported.isDecommissioned(functionsRuntime, now)).toBe(false);
    // `firebase deploy` warns from the deprecation date and refuses from the decommission date.
    expect(new Date(entry?.deprecationDate ?? 0) > now).toBe(true);
  });

  it('is the Node major functions/package.json declares (build.mjs writes it into dist/)', () => {
    const manifest = JSON.parse(readFileSync(`${ROOT}functions/package.json`, 'utf8')) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(String(runtimeMajor(functionsRuntime)));
  });

  it('has its Node installed by npm ci, for the Functions emulator', async () => {
    const { stdout } = await run(functionsNodeBinary(functionsRuntime), ['-p', 'process.versions.node']);
    expect(Number(stdout.trim().split('.')[0])).toBe(runtimeMajor(functionsRuntime));
  });

  it("leaves npm scripts and npx on the machine's Node (no node_modules/.bin/node)", async () => {
    // What `npm start` or `npm test` would run as `node`: npm puts node_modules/.bin first on PATH.
    const { stdout } = await run('npm', ['exec', '--call', 'node -p process.execPath'], { cwd: ROOT });
    const scriptsNode = realpathSync(stdout.trim().split('\n').at(-1) ?? '');
    expect(scriptsNode).not.toBe(realpathSync(functionsNodeBinary(functionsRuntime)));
  });

  it('runs the functions in the test harness on that Node', async () => {
    // The harness refuses a Functions emulator that says it runs them on another major.
    await expect(requireFunctionsEmulator()).resolves.toMatch(/^127\.0\.0\.1:\d+$/);
  }, 180_000);
});
