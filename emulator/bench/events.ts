/**
 * Commit-to-function-start latency through the official Functions emulator: our emulator (in-process,
 * with `functions` set) delivers a v2 onDocumentWritten event for each write, and the fixture function
 * (test/events/fixture) records Date.now() as it starts. Latency = that time minus the commit time the
 * write returned. Writes are sequential, each after the previous function's write-back, so one warm
 * worker serves them all (the first, cold, event is reported separately).
 *
 * In `npm run bench` (bench/run.ts) as the `events` figure; alone: `npx tsx bench/events.ts`.
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startEmulator } from '../src/index.ts';
import { freePort, startFunctionsEmulator } from '../test/events/functions-emulator-process.ts';
import type { Figure, Measurement } from './figure.ts';
import { percentile } from './lib/stats.ts';

const SAMPLES = 60;
const PROJECT = 'demo-bench-events';

async function startedAt(db: Firestore, id: string, deadline: number): Promise<number> {
  for (;;) {
    const data = (await db.doc(`results/${id}`).get()).data();
    if (typeof data?.startedAt === 'number') return data.startedAt;
    if (Date.now() > deadline) throw new Error(`no function run for items/${id}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const eventsFigure: Figure = {
  name: 'events',
  budgetMs: 90_000,
  async run(_context, deadline) {
    const functionsPort = await freePort();
    const emulator = await startEmulator({
      projectId: PROJECT,
      firestorePort: 0,
      storagePort: 0,
      functions: `127.0.0.1:${functionsPort}`,
      log: () => undefined,
    });
    const functions = await startFunctionsEmulator({
      projectId: PROJECT,
      firestoreHost: `127.0.0.1:${emulator.firestore.port}`,
      storageHost: `127.0.0.1:${emulator.storage.port}`,
      port: functionsPort,
    });
    // firebase-admin lets FIRESTORE_EMULATOR_HOST win over settings.host, and earlier figures point it
    // at the bench's spawned emulator: aim it at this figure's own emulator while the figure runs.
    const previousHost = process.env.FIRESTORE_EMULATOR_HOST;
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.firestore.port}`;
    const app = initializeApp({ projectId: PROJECT }, 'bench-events');
    const db = getFirestore(app);
    try {
      await functions.ready();
      const latencies: number[] = [];
      let cold: number | null = null;
      for (let i = 0; i <= SAMPLES && Date.now() < deadline; i++) {
        const id = `sample-${i}`;
        const result = await db.doc(`items/${id}`).set({ i });
        const latency = (await startedAt(db, id, deadline)) - result.writeTime.toMillis();
        if (i === 0) cold = latency;
        else latencies.push(latency);
      }
      const measurements: Measurement[] = [
        { label: 'commit-to-function-start, first event (cold worker)', value: cold, unit: 'ms' },
        {
          label: `commit-to-function-start p50 (v2 onDocumentWritten, ${latencies.length} writes)`,
          value: percentile(latencies, 50),
          unit: 'ms',
        },
        { label: 'commit-to-function-start p95', value: percentile(latencies, 95), unit: 'ms', target: 150 },
      ];
      return measurements;
    } finally {
      if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
      await db.terminate();
      await deleteApp(app);
      await functions.kill();
      await emulator.stop();
    }
  },
};

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const measurements = await eventsFigure.run(
    { host: '', port: 0, storagePort: null, projectId: PROJECT, emulatorRss: () => null, spawned: false },
    Date.now() + eventsFigure.budgetMs,
  );
  for (const m of measurements)
    console.log(`${m.label.padEnd(70)} ${m.value?.toFixed(1) ?? 'n/a'} ${m.unit}`);
  process.exit(0);
}
