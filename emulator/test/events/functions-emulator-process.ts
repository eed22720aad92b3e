import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Runs the official Functions emulator (`firebase emulators:start --only functions`) on the fixture
 * codebase, pointed at our Firestore and Storage emulators, for tests and the events bench. Each start
 * gets a temp project dir with a generated firebase.json; the process group is killed on stop, so the
 * CLI's function workers go with it.
 */
export interface FunctionsEmulatorOptions {
  projectId: string;
  /** `host:port` of our Firestore and Storage emulators, for the Admin SDK inside functions. */
  firestoreHost: string;
  storageHost: string;
  /** Fixed so a restarted emulator comes back where our delivery expects it; picked when absent. */
  port?: number;
}

export interface FunctionsEmulatorProcess {
  /** `127.0.0.1:port`, what our emulator's `functions` option takes. */
  host: string;
  port: number;
  /** The emulator hub (`PUT /functions/disableBackgroundTriggers` and `…/enableBackgroundTriggers`). */
  hubPort: number;
  /** Resolves once every function of the fixture is loaded. */
  ready(timeoutMs?: number): Promise<void>;
  /** Kills the CLI and its workers (SIGKILL: tests use it to simulate a crash, too). */
  kill(): Promise<void>;
  output(): string;
}

export const FIXTURE_DIR = path.join(import.meta.dirname, 'fixture');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startFunctionsEmulator(
  options: FunctionsEmulatorOptions,
): Promise<FunctionsEmulatorProcess> {
  const port = options.port ?? (await freePort());
  const projectDir = mkdtempSync(path.join(tmpdir(), 'parley-events-'));
  // firebase-tools joins `source` onto the project dir, so it must be relative.
  const source = path.relative(projectDir, FIXTURE_DIR);
  const hubPort = await freePort();
  const config = {
    functions: [{ source, codebase: 'events-fixture', runtime: 'nodejs20' }],
    emulators: {
      functions: { host: '127.0.0.1', port },
      hub: { host: '127.0.0.1', port: hubPort },
      logging: { host: '127.0.0.1', port: await freePort() },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(projectDir, 'firebase.json'), JSON.stringify(config, null, 2));
  const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
  const child = spawn(
    process.execPath,
    [cli, 'emulators:start', '--only', 'functions', '--project', options.projectId],
    {
      cwd: projectDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // What the functions' Admin SDK needs to reach our emulators: firebase-tools passes its own
        // environment on to the workers and only overrides these for emulators it runs itself.
        FIRESTORE_EMULATOR_HOST: options.firestoreHost,
        FIREBASE_STORAGE_EMULATOR_HOST: options.storageHost,
        STORAGE_EMULATOR_HOST: `http://${options.storageHost}`,
        // CI skips the CLI's message-of-the-day fetch (the only internet access with a demo- project);
        // a private TMPDIR keeps its hub locator file apart from any other emulator of the same project.
        CI: '1',
        TMPDIR: projectDir,
      },
    },
  );
  let log = '';
  const append = (chunk: Buffer): void => {
    log += chunk.toString();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  // detached puts the CLI and its workers in their own process group (killable as one), which also
  // shields them from a Ctrl-C on the test run: kill them if this process exits without kill().
  const killGroup = (): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', killGroup);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  return {
    host: `127.0.0.1:${port}`,
    port,
    hubPort,
    output: () => log,
    ready: (timeoutMs = 45_000) => waitUntilLoaded(port, child, () => log, timeoutMs),
    async kill() {
      process.off('exit', killGroup);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup();
        await exited;
      }
      rmSync(projectDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilLoaded(
  port: number,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Functions emulator exited:\n${log()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/backends`);
      const { backends } = (await response.json()) as { backends: { functionTriggers: unknown[] }[] };
      if (backends.length > 0 && backends.every((b) => b.functionTriggers.length > 0)) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Functions emulator not ready after ${timeoutMs} ms:\n${log()}`);
}
