import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/index.ts';
import { waitForSnapshots } from './fixture.ts';
import { BrowserHarness } from './harness.ts';

const PROJECT = 'demo-browser-reconnect';

async function start(port: number): Promise<RunningEmulator> {
  return startEmulator({
    projectId: PROJECT,
    host: '127.0.0.1',
    firestorePort: port,
    storagePort: 0,
    log: () => undefined,
  });
}

/**
 * An emulator restart drops every WebChannel session: the SDK's next requests get `Unknown SID` (or
 * a refused connection), it reports UNAVAILABLE, and must reconnect with a new handshake on its own.
 */
describe.each([
  ['streaming', false],
  ['long-polling', true],
])('after an emulator restart (%s)', (_mode, longPolling) => {
  let emulator: RunningEmulator;
  let harness: BrowserHarness;

  beforeAll(async () => {
    emulator = await start(0);
    harness = await BrowserHarness.open();
    await harness.addClient('app', {
      host: '127.0.0.1',
      port: emulator.firestore.port,
      projectId: PROJECT,
      longPolling,
    });
  });

  afterAll(async () => {
    await harness.close();
    await emulator.stop();
  });

  it('a listener and the write stream recover by themselves', async () => {
    // With metadata changes, so the server confirming the client's own write raises a snapshot.
    const listener = await harness.call('listenDoc', 'app', 'rooms/lobby', true);
    await harness.call('setDoc', 'app', 'rooms/lobby', { topic: 'before' });
    await waitForSnapshots(harness, listener, (s) =>
      s.some((x) => !x.fromCache && x.docs[0]?.data.topic === 'before'),
    );

    const { port } = emulator.firestore;
    await emulator.stop();
    emulator = await start(port);

    // The new emulator is empty; the client's write must reach it once its Write channel reconnects.
    await harness.call('setDoc', 'app', 'rooms/lobby', { topic: 'after' });
    const snapshots = await waitForSnapshots(
      harness,
      listener,
      (s) => s.some((x) => !x.fromCache && !x.hasPendingWrites && x.docs[0]?.data.topic === 'after'),
      30_000,
    );
    expect(snapshots.at(-1)?.docs[0]?.data.topic).toBe('after');
    const handshakes = harness.channelRequests('app').filter((url) => !url.searchParams.has('SID'));
    expect(handshakes.length).toBeGreaterThanOrEqual(4); // Listen + Write, before and after
  }, 45_000); // the closure client retries a broken backchannel after ~5 s before re-handshaking
});
