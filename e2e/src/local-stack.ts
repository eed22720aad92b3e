// The local stack a journey runs against, assembled from the test harness's parts: the Parley emulator
// (Firestore, Storage), the official Auth and Functions emulators serving this run's functions, the
// built web app and the mail outbox — what `npm start` runs, on this run's ports.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getTestEnv, requireAuthEmulator, requireFunctionsEmulator } from '@parley/scripts/testing';
import { startOutboxServer } from '@parley/scripts/outbox';
import { startWebApp } from '@parley/scripts/web-app';

export interface LocalStack {
  appUrl: string;
  outboxUrl: string;
  stop(): Promise<void>;
}

export async function startLocalStack(): Promise<LocalStack> {
  const env = getTestEnv();
  if (!env.appBaseUrl) throw new Error('The test harness reserved no web app origin (appBaseUrl).');
  const [functions, auth] = await Promise.all([requireFunctionsEmulator(), requireAuthEmulator()]);
  const web = await startWebApp(env.appBaseUrl, {
    projectId: env.projectId,
    auth,
    functions,
    firestore: env.firestore,
    storage: env.storage,
  });
  const admin = initializeApp({ projectId: env.projectId }, `e2e-outbox-${process.pid}`);
  // On the port the harness reserved: the Functions emulator sends webhook notices there.
  const outbox = await startOutboxServer(getFirestore(admin), {
    authEmulator: { host: auth, projectId: env.projectId },
    ...(env.outboxUrl ? { port: Number(new URL(env.outboxUrl).port) } : {}),
  });
  return {
    appUrl: web.url,
    outboxUrl: outbox.url,
    stop: async () => {
      await Promise.all([web.close(), outbox.close()]);
    },
  };
}
