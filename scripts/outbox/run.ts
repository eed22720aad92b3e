// `npm start` runs this beside the emulators: the mail outbox page on --port (default 8025, the port
// local mail catchers traditionally use). Reads the Firestore emulator named by FIRESTORE_EMULATOR_HOST.
// Usage: node --import tsx scripts/outbox/run.ts [--port 8025]
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { readProjectConfig } from '../lib/project-config.mjs';
import { startOutboxServer } from './outbox-server';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8025' } } });
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('outbox: FIRESTORE_EMULATOR_HOST is not set; the outbox only reads the local emulator.');
  process.exit(1);
}
const projectId = process.env.GCLOUD_PROJECT ?? readProjectConfig().projectId;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const outbox = await startOutboxServer(getFirestore(initializeApp({ projectId }, 'outbox')), {
  port: Number(values.port),
  // The Auth emulator's verification and password-reset e-mails, listed beside the functions' mail.
  ...(authHost ? { authEmulator: { host: authHost, projectId } } : {}),
});
console.log(`outbox: ${outbox.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void outbox.close().then(() => process.exit(0));
  });
}
