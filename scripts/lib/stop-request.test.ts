import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, isPortFree } from './ports.mjs';
import { descendants, isAlive } from './process-tree';
import { ROOT } from './project-config.mjs';
import { STOP_SIGNALS } from './stop-request.mjs';

const FIXTURE = join(import.meta.dirname, 'fixtures/small-stack.mjs');
const STOPPED = { timeout: 15_000, interval: 100 };

/** The root package.json's `start` script, pointed at the small stack instead of scripts/start.mjs. */
async function startScript(): Promise<string> {
  const manifest = JSON.parse(await readFile(`${ROOT}package.json`, 'utf8')) as {
    scripts: { start: string };
  };
  expect(manifest.scripts.start).toContain('scripts/start.mjs');
  return manifest.scripts.start.replace('scripts/start.mjs', FIXTURE);
}

const leftovers: number[] = [];
const dirs: string[] = [];
afterEach(async () => {
  // Only when an assertion failed: nothing a failing run started outlives it.
  for (const pid of leftovers.splice(0).filter(isAlive)) process.kill(pid, 'SIGKILL');
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm start', () => {
  it.each(STOP_SIGNALS)(
    'stops every part when npm alone gets %s',
    async (signal) => {
      const dir = await mkdtemp(join(tmpdir(), 'parley-stop-'));
      dirs.push(dir);
      await writeFile(
        join(dir, 'package.json'),
        JSON.stringify({ name: 'stop-check', private: true, scripts: { start: await startScript() } }),
      );
      const ports = await Promise.all([freePort(), freePort()]);
      // Its own process group, as a service manager starts it: no signal reaches the rest by group.
      const npm = spawn('npm', ['start', '--', ...ports.map(String)], {
        cwd: dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const npmExited = once(npm, 'exit');
      await new Promise<void>((resolve, reject) => {
        createInterface({ input: npm.stdout }).on('line', (line) => {
          if (line === 'ready') resolve();
        });
        void npmExited.then(([code]) => {
          reject(new Error(`npm start exited (${code}) before it was ready`));
        });
      });
      const pid = npm.pid ?? 0;
      const tree = descendants(pid);
      leftovers.push(pid, ...tree);
      // The supervisor, two sleeps, a shell and two servers, in three process groups.
      expect(tree.length).toBeGreaterThanOrEqual(6);
      for (const port of ports) expect(await isPortFree({ host: '127.0.0.1', port })).toBe(false);

      process.kill(pid, signal);

      await npmExited;
      await expect.poll(() => tree.filter(isAlive), STOPPED).toEqual([]);
      for (const port of ports) expect(await isPortFree({ host: '127.0.0.1', port })).toBe(true);
    },
    60_000,
  );
});
