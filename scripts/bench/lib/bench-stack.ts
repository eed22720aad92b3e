// The local stack for a browser benchmark, outside vitest: the Parley emulator in-process, the official
// Auth and Functions emulators with the fake providers (as the test harness runs them), and the web app
// built for those ports. Everything on 127.0.0.1 and free ports, so it never disturbs `npm start`.
import { initializeApp, type App } from 'firebase-admin/app';
import { startEmulator } from '@parley/emulator';
import { OFFLINE_ENV } from '../../lib/firebase-cli.mjs';
import { freePort } from '../../lib/ports.mjs';
import { readProjectConfig } from '../../lib/project-config.mjs';
import { startWebApp } from '../../lib/web-app';
import { startOfficialEmulators } from '../../testing/official-emulators';
import { clientEnv, type TestEnv } from '../../testing/test-env';

export interface BenchStack {
  env: TestEnv;
  /** A firebase-admin app on the stack's emulators, for seeding. */
  admin: App;
  appUrl: string;
  /** The Firestore emulator's base URL (for its control endpoints, e.g. GET /emulator/v1/reads). */
  firestoreUrl: string;
  stop(): Promise<void>;
}

export interface BenchStackOptions {
  /**
   * Whether the Parley emulator delivers document events to the Functions emulator (default true).
   * Off for a bench that writes its data as the triggers would leave it: 100,000 seeded calls would
   * otherwise run 100,000 triggers on the bench's two cores while it measures the pages (and count each
   * call twice in the summaries).
   */
  deliverEvents?: boolean;
}

export async function startBenchStack(options: BenchStackOptions = {}): Promise<BenchStack> {
  const config = readProjectConfig();
  const [functionsPort, appPort] = await Promise.all([freePort(), freePort()]);
  const emulator = await startEmulator({
    projectId: config.projectId,
    functions: options.deliverEvents === false ? undefined : `127.0.0.1:${functionsPort}`,
    firestorePort: 0,
    storagePort: 0,
    firestoreRules: config.firestoreRules,
    storageRules: config.storageRules,
    log: () => undefined,
  });
  const at = ({ host, port }: { host: string; port: number }) => `${host}:${port}`;
  const env: TestEnv = {
    projectId: config.projectId,
    firestore: at(emulator.firestore),
    storage: at(emulator.storage),
    appBaseUrl: `http://127.0.0.1:${appPort}`,
  };
  const stops: (() => Promise<void>)[] = [() => emulator.stop()];
  const stop = async () => {
    for (const next of stops.reverse()) await next().catch(() => undefined);
  };
  try {
    const official = await startOfficialEmulators(env, functionsPort);
    stops.push(() => official.stop());
    // firebase-admin in this process targets the stack's emulators.
    Object.assign(process.env, OFFLINE_ENV, clientEnv(env), { FIREBASE_AUTH_EMULATOR_HOST: official.auth });
    const web = await startWebApp(env.appBaseUrl ?? '', {
      projectId: env.projectId,
      auth: official.auth,
      functions: official.functions,
      firestore: env.firestore,
      storage: env.storage,
    });
    stops.push(() => web.close());
    return {
      env,
      admin: initializeApp({ projectId: env.projectId }, `bench-${process.pid}`),
      appUrl: web.url,
      firestoreUrl: `http://${env.firestore}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
