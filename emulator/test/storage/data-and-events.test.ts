import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirebaseApp } from 'firebase/app';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  ref,
  updateMetadata,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  STORAGE_EXPORT_FILE,
  importFromDirectory,
  type ObjectChangeEvent,
  type StorageRulesFile,
  type StorageServer,
} from '../../src/storage/index.ts';
import {
  BUCKET,
  baseUrl,
  closeClients,
  patternBytes,
  sameBytes,
  startStorage,
  webClient,
} from './harness.ts';

let server: StorageServer;
let storage: FirebaseStorage;
const apps: FirebaseApp[] = [];
const rulesCalls: StorageRulesFile[][] = [];

function clientOf(target: StorageServer): FirebaseStorage {
  const created = webClient(target);
  apps.push(created.app);
  return created.storage;
}

beforeAll(async () => {
  server = await startStorage({
    onSetRules: (files) => {
      rulesCalls.push(files);
      return files.some((file) => file.content.includes('syntax error'))
        ? ['storage.rules:3:5: syntax error']
        : [];
    },
  });
  storage = clientOf(server);
});
afterAll(async () => {
  await closeClients(apps);
  await server.stop();
});
beforeEach(() => {
  server.store.reset();
});

describe('export and import', () => {
  it('round-trips every object losslessly into another server', async () => {
    await uploadString(ref(storage, 'keep/a.txt'), 'alpha', 'raw', {
      contentType: 'text/plain',
      cacheControl: 'no-store',
      customMetadata: { tag: 'x' },
    });
    await uploadBytesResumable(ref(storage, 'keep/big.bin'), patternBytes(400 * 1024));
    const url = await getDownloadURL(ref(storage, 'keep/a.txt'));
    const snapshot = JSON.parse(JSON.stringify(server.store.exportData())) as ReturnType<
      typeof server.store.exportData
    >;

    const other = await startStorage();
    try {
      other.store.importData(snapshot);
      expect(other.store.exportData()).toEqual(server.store.exportData());
      const otherStorage = clientOf(other);
      expect(await getMetadata(ref(otherStorage, 'keep/a.txt'))).toMatchObject({
        contentType: 'text/plain',
        cacheControl: 'no-store',
        customMetadata: { tag: 'x' },
      });
      expect(sameBytes(await getBytes(ref(otherStorage, 'keep/big.bin')), patternBytes(400 * 1024))).toBe(
        true,
      );
      // Download tokens survive, so URLs handed out before the export keep working.
      const movedUrl = url.replace(`:${server.port}/`, `:${other.port}/`);
      expect(await (await fetch(movedUrl)).text()).toBe('alpha');
    } finally {
      await other.stop();
    }
  });

  it('POST /internal/export writes a snapshot that importFromDirectory loads', async () => {
    await uploadString(ref(storage, 'exp/file.txt'), 'exported');
    const dir = await mkdtemp(join(tmpdir(), 'storage-export-'));
    try {
      const response = await fetch(`${baseUrl(server)}/internal/export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: dir, initiatedBy: 'test' }),
      });
      expect(response.status).toBe(200);
      expect(JSON.parse(await readFile(join(dir, STORAGE_EXPORT_FILE), 'utf8'))).toMatchObject({
        version: 1,
      });
      server.store.reset();
      expect(await importFromDirectory(server.store, dir)).toBe(true);
      expect(Buffer.from(await getBytes(ref(storage, 'exp/file.txt'))).toString()).toBe('exported');
      expect(await importFromDirectory(server.store, join(dir, 'absent'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('POST and DELETE /internal/reset empty the store', async () => {
    for (const method of ['POST', 'DELETE']) {
      await uploadString(ref(storage, 'reset/x.txt'), 'x');
      expect((await fetch(`${baseUrl(server)}/internal/reset`, { method })).status).toBe(200);
      await expect(getMetadata(ref(storage, 'reset/x.txt'))).rejects.toMatchObject({
        code: 'storage/object-not-found',
      });
    }
  });
});

describe('PUT /internal/setRules', () => {
  function putRules(body: unknown) {
    return fetch(`${baseUrl(server)}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  it('hands the files to onSetRules and reports its issues as 400', async () => {
    const content = "rules_version = '2';\nservice firebase.storage {}";
    expect((await putRules({ rules: { files: [{ name: 'storage.rules', content }] } })).status).toBe(200);
    expect(rulesCalls.at(-1)).toEqual([{ name: 'storage.rules', content }]);
    const bad = await putRules({ rules: { files: [{ name: 'storage.rules', content: 'syntax error' }] } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'storage.rules:3:5: syntax error' });
    expect((await putRules({ rules: {} })).status).toBe(400);
  });
});

describe('onObjectChange', () => {
  it('reports finalized, metadataUpdated and deleted with the GCS object resource', async () => {
    const events: ObjectChangeEvent[] = [];
    const unsubscribe = server.onObjectChange((event) => events.push(event));
    try {
      await uploadString(ref(storage, 'ev/file.txt'), 'hello', 'raw', { contentType: 'text/plain' });
      await updateMetadata(ref(storage, 'ev/file.txt'), { customMetadata: { seen: 'yes' } });
      await deleteObject(ref(storage, 'ev/file.txt'));
    } finally {
      unsubscribe();
    }
    expect(events.map((event) => event.kind)).toEqual(['finalized', 'metadataUpdated', 'deleted']);
    expect(events[0]).toMatchObject({
      bucket: BUCKET,
      object: {
        kind: 'storage#object',
        name: 'ev/file.txt',
        bucket: BUCKET,
        size: '5',
        contentType: 'text/plain',
      },
    });
    expect(events[1]?.object.metadata).toMatchObject({ seen: 'yes' });
    expect(events[2]?.object.metageneration).toBe('2');
  });

  it('fires once per resumable upload, only when it completes, and not after unsubscribe', async () => {
    const events: ObjectChangeEvent[] = [];
    const unsubscribe = server.onObjectChange((event) => events.push(event));
    await uploadBytesResumable(ref(storage, 'ev/big.bin'), patternBytes(700 * 1024));
    expect(events.map((event) => [event.kind, event.object.size])).toEqual([
      ['finalized', String(700 * 1024)],
    ]);
    unsubscribe();
    await uploadString(ref(storage, 'ev/after.txt'), 'x');
    expect(events).toHaveLength(1);
  });

  it('a throwing listener does not fail the upload', async () => {
    const unsubscribe = server.onObjectChange(() => {
      throw new Error('listener broke');
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      await expect(uploadString(ref(storage, 'ev/safe.txt'), 'x')).resolves.toBeTruthy();
    } finally {
      console.error = original;
      unsubscribe();
    }
  });
});
