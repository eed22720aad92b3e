// `npm run seed`: seeds the running local stack (npm start does this itself). Targets the emulators named
// by the usual *_EMULATOR_HOST variables, else firebase.json's, and refuses anything but a demo- project.
// Usage: node --import tsx scripts/seed/run.ts
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { emulatorClientEnv, OFFLINE_ENV } from '../lib/firebase-cli.mjs';
import { readProjectConfig } from '../lib/project-config.mjs';
import { DEMO_LOGIN } from './demo-account';
import { seed } from './seed';

const config = readProjectConfig();
const defaults: Record<string, string> = { ...OFFLINE_ENV, ...emulatorClientEnv(config) };
for (const [name, value] of Object.entries(defaults)) process.env[name] ??= value;

const projectId = process.env.GCLOUD_PROJECT ?? config.projectId;
if (!projectId.startsWith('demo-')) {
  console.error(`seed: refusing to seed project "${projectId}"; only demo- projects (emulators) are seeded.`);
  process.exit(1);
}

// The SDKs retry an absent emulator for a minute; say at once when nothing is there.
for (const [name, variable] of [
  ['Firestore', 'FIRESTORE_EMULATOR_HOST'],
  ['Auth', 'FIREBASE_AUTH_EMULATOR_HOST'],
  ['Storage', 'FIREBASE_STORAGE_EMULATOR_HOST'],
] as const) {
  const host = process.env[variable] ?? '';
  const reachable = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.error(
      `seed: no ${name} emulator answers at ${host}; start the stack first (npm start seeds it too).`,
    );
    process.exit(1);
  }
}

const app = initializeApp({ projectId });
// The voices' preview clips go to the Storage emulator's default bucket, where the web app reads too.
const clipLocation = {
  origin: `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? ''}`,
  bucket: `${projectId}.appspot.com`,
};
try {
  const report = await seed({
    db: getFirestore(app),
    auth: getAuth(app),
    clips: { location: clipLocation, bucket: getStorage(app).bucket(clipLocation.bucket) },
  });
  const user = report.createdUser ? 'created' : 'already there';
  console.log(
    `seed: ${report.created.length} documents created, ${report.existing} already there; ` +
      `demo user ${DEMO_LOGIN.email} ${user}; ${report.uploadedClips} voice clips uploaded.`,
  );
  process.exit(0);
} catch (error) {
  console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
