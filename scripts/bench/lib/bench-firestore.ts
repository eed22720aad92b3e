// The Firestore a server-side benchmark runs against: the Parley emulator in-process on free ports, with
// GCLOUD_PROJECT and FIRESTORE_EMULATOR_HOST set so functions code imported afterwards (the Admin SDK is
// configured on first use) talks to it. Browser benchmarks use bench-stack.ts instead.
import { startEmulator } from '@parley/emulator';

export interface BenchFirestore {
  stop(): Promise<void>;
}

/** Starts the emulator for `projectId` and points the Admin SDK at it; import functions code after this. */
export async function startBenchFirestore(projectId: string): Promise<BenchFirestore> {
  const emulator = await startEmulator({
    projectId,
    firestorePort: 0,
    storagePort: 0,
    log: () => undefined,
  });
  Object.assign(process.env, {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${emulator.firestore.host}:${String(emulator.firestore.port)}`,
  });
  return emulator;
}
