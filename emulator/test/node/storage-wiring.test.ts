import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/index.ts';
import { uniqueProjectId } from '../helpers/emulator.ts';

/**
 * startEmulator's Storage wiring: the storage.rules file, and `firestore.get()` in storage rules reading
 * this emulator's Firestore data of the configured project.
 */
const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /uploads/{uid}/{file} {
      allow write: if request.auth != null && request.auth.uid == uid
        && firestore.get(/databases/(default)/documents/users/$(uid)).data.canUpload == true;
      allow read: if true;
    }
  }
}
`;

const projectId = uniqueProjectId('storage');
let emulator: RunningEmulator;

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-storage-'));
  const file = path.join(dir, 'storage.rules');
  await writeFile(file, STORAGE_RULES);
  emulator = await startEmulator({
    projectId,
    firestorePort: 0,
    storagePort: 0,
    storageRules: file,
    log: () => undefined,
  });
});
afterAll(async () => {
  await emulator.stop();
});

function mockToken(uid: string): string {
  const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', type: 'JWT' })}.${encode({ sub: uid, user_id: uid })}.`;
}

async function upload(uid: string): Promise<number> {
  const url = `http://${emulator.storage.host}:${emulator.storage.port}/v0/b/${projectId}.appspot.com/o?name=${encodeURIComponent(`uploads/${uid}/a.txt`)}`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: `Firebase ${mockToken(uid)}`, 'Content-Type': 'text/plain' },
    body: 'hello',
  });
  return res.status;
}

async function setUser(uid: string, canUpload: boolean): Promise<void> {
  const name = `projects/${projectId}/databases/(default)/documents/users/${uid}`;
  const res = await fetch(`http://${emulator.firestore.host}:${emulator.firestore.port}/v1/${name}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { canUpload: { booleanValue: canUpload } } }),
  });
  expect(res.status).toBe(200);
}

describe('Storage started by startEmulator', () => {
  it('serves on its own port', async () => {
    const res = await fetch(`http://${emulator.storage.host}:${emulator.storage.port}/v0/`);
    expect(res.status).toBe(200);
  });

  it('applies storage.rules, with firestore.get() reading this emulator’s Firestore data', async () => {
    await setUser('ann', true);
    await setUser('ben', false);
    expect(await upload('ann')).toBe(200);
    expect(await upload('ben')).toBe(403);
    expect(await upload('nobody')).toBe(403);
  });
});
