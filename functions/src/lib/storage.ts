// Cloud Storage of the default bucket for server-written files, with Firebase download URLs so a browser
// can fetch them (the local Storage emulator serves the same URLs).
import { randomUUID } from 'node:crypto';
import { getStorage } from 'firebase-admin/storage';
import { adminApp } from './admin';

/** The default bucket: the app's (FIREBASE_CONFIG in the runtime), else `<project>.appspot.com`. */
export function defaultBucket() {
  const app = adminApp();
  const name =
    app.options.storageBucket ?? `${process.env.GCLOUD_PROJECT ?? app.options.projectId ?? ''}.appspot.com`;
  return getStorage(app).bucket(name);
}

/** The Firebase Storage API origin: the emulator's when FIREBASE_STORAGE_EMULATOR_HOST is set. */
function downloadOrigin(): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST?.trim();
  if (!emulator) return 'https://firebasestorage.googleapis.com';
  return emulator.startsWith('http') ? emulator : `http://${emulator}`;
}

/**
 * Saves bytes at `path` with a fresh download token and answers the tokenised download URL, which
 * anyone holding it can play (as getDownloadURL in the web SDK answers) without storage.rules access.
 */
export async function saveWithDownloadUrl(path: string, bytes: Buffer, contentType: string): Promise<string> {
  const bucket = defaultBucket();
  const token = randomUUID();
  await bucket.file(path).save(bytes, {
    resumable: false,
    contentType,
    metadata: { metadata: { firebaseStorageDownloadTokens: token } },
  });
  return `${downloadOrigin()}/v0/b/${bucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** Deletes every object under `prefix` (a folder path ending in '/'); a missing folder is fine. */
export async function deleteFolder(prefix: string): Promise<void> {
  await defaultBucket().deleteFiles({ prefix, force: true });
}
