import { afterAll, beforeAll } from 'vitest';
import { startEmulator } from '../../src/index.ts';
import { BrowserHarness } from './harness.ts';
import type { ClientOptions, WireSnapshot } from './page/protocol.ts';

export interface BrowserFixture {
  harness: BrowserHarness;
  projectId: string;
  firestore: { host: string; port: number };
  /** Registers one SDK client (a named app) in the page. */
  addClient(name: string, options?: Partial<ClientOptions>): Promise<void>;
}

/**
 * One emulator (in-process, ephemeral ports) and one headless Chromium per test file, opened in
 * beforeAll and closed in afterAll. Each file uses its own project so files never share data.
 */
export function useBrowserFixture(projectId: string): BrowserFixture {
  let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;
  const fixture = {} as BrowserFixture;

  beforeAll(async () => {
    emulator = await startEmulator({
      projectId,
      host: '127.0.0.1',
      firestorePort: 0,
      storagePort: 0,
      log: () => undefined,
    });
    fixture.projectId = projectId;
    fixture.firestore = emulator.firestore;
    fixture.harness = await BrowserHarness.open();
    fixture.addClient = (name, options = {}) =>
      fixture.harness.addClient(name, {
        host: '127.0.0.1',
        port: emulator?.firestore.port ?? 0,
        projectId,
        ...options,
      });
  });

  afterAll(async () => {
    await fixture.harness.close();
    await emulator?.stop();
  });

  return fixture;
}

let collectionCounter = 0;

/** A collection name no other test in the file uses, so tests need no clean-up between them. */
export function uniqueCollection(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${collectionCounter++}`;
}

/**
 * Polls a listener's recorded snapshots until `done` accepts them (bounded by `timeoutMs`); returns
 * them, or fails with what was seen and the page's log.
 */
export async function waitForSnapshots(
  harness: BrowserHarness,
  listener: string,
  done: (snapshots: WireSnapshot[]) => boolean,
  timeoutMs = 5_000,
): Promise<WireSnapshot[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const snapshots = await harness.call('snapshots', listener);
    if (done(snapshots)) return snapshots;
    if (Date.now() > deadline) {
      const error = await harness.call('listenerError', listener);
      throw new Error(
        `Listener ${listener} never reached the expected state.\nSnapshots: ${JSON.stringify(snapshots)}\n` +
          `Listener error: ${error ?? 'none'}\nPage log: ${harness.pageLog.join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The ids of the documents in the latest snapshot. */
export function latestIds(snapshots: WireSnapshot[]): string[] {
  return snapshots.at(-1)?.docs.map((doc) => doc.id) ?? [];
}
