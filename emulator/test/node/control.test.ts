import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { QuerySnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../../src/index.ts';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';
import { SnapshotRecorder } from '../helpers/snapshots.ts';

const env = useEmulator();

/** Documents covering every value type, written through REST so the comparison is on the wire form. */
function everyTypeFields(docs: string): Record<string, unknown> {
  return {
    nil: { nullValue: null },
    bool: { booleanValue: true },
    int: { integerValue: '-9223372036854775808' },
    double: { doubleValue: 1.25 },
    nan: { doubleValue: 'NaN' },
    inf: { doubleValue: '-Infinity' },
    negzero: { doubleValue: '-0' },
    ts: { timestampValue: '1969-07-20T20:17:40.123456Z' },
    str: { stringValue: 'ünï 😀' },
    bytes: { bytesValue: 'AP8=' },
    ref: { referenceValue: `${docs}/a/b` },
    geo: { geoPointValue: { latitude: 51.5, longitude: -0.12 } },
    arr: {
      arrayValue: { values: [{ integerValue: '1' }, { mapValue: { fields: { k: { stringValue: 'v' } } } }] },
    },
    emptyArr: { arrayValue: {} },
    map: { mapValue: { fields: { deep: { mapValue: { fields: { x: { booleanValue: false } } } } } } },
    emptyMap: { mapValue: {} },
    vector: {
      mapValue: {
        fields: {
          __type__: { stringValue: '__vector__' },
          value: { arrayValue: { values: [{ doubleValue: 1 }, { doubleValue: 2.5 }] } },
        },
      },
    },
  };
}

async function rest(baseUrl: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: 'Bearer owner' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('control endpoints', () => {
  it('GET / answers Ok (readiness probe)', async () => {
    const res = await fetch(`${env.baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Ok');
  });

  it('PUT :securityRules accepts a rules-unit-testing body and answers {"issues":[]}', async () => {
    const rules =
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /{doc=**} { allow read, write: if true; }\n  }\n}\n";
    const res = await rest(
      env.baseUrl,
      'PUT',
      `/emulator/v1/projects/${uniqueProjectId('rules')}:securityRules`,
      {
        rules: { files: [{ content: rules }] },
      },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ issues: [] });
  });

  it('DELETE …/documents clears one project, which its listeners observe; other projects keep data', async () => {
    const cleared = uniqueProjectId('clear');
    const kept = uniqueProjectId('keep');
    const db = env.admin(cleared);
    const other = env.admin(kept);
    await db.doc('c/a').set({ v: 1 });
    await db.doc('c/a/sub/b').set({ v: 2 });
    await other.doc('c/a').set({ v: 1 });
    const listener = new SnapshotRecorder<QuerySnapshot>((next, error) =>
      db.collection('c').onSnapshot(next, error),
    );
    await listener.waitFor((s) => s.size === 1);
    const res = await rest(
      env.baseUrl,
      'DELETE',
      `/emulator/v1/projects/${cleared}/databases/(default)/documents`,
    );
    expect(res.status).toBe(200);
    await listener.waitFor((s) => s.empty, 'the listener to see the clear');
    listener.stop();
    expect((await db.doc('c/a').get()).exists).toBe(false);
    expect((await db.doc('c/a/sub/b').get()).exists).toBe(false);
    expect((await other.doc('c/a').get()).exists).toBe(true);
  });

  it('registers function triggers with 200', async () => {
    const res = await rest(
      env.baseUrl,
      'PUT',
      `/emulator/v1/projects/${uniqueProjectId('trig')}/triggers/us-central1-f-0`,
      {
        eventTrigger: {
          resource: 'projects/p/databases/(default)/documents/a/{id}',
          eventType: 'providers/cloud.firestore/eventTypes/document.write',
        },
      },
    );
    expect(res.status).toBe(200);
  });
});

describe('export and import', () => {
  it(':export then --import round-trips every value type and the document times exactly', async () => {
    const projectId = uniqueProjectId('export');
    const docs = `projects/${projectId}/databases/(default)/documents`;
    const fields = everyTypeFields(docs);
    await rest(env.baseUrl, 'PATCH', `/v1/${docs}/all/types`, { fields });
    await rest(env.baseUrl, 'PATCH', `/v1/${docs}/all/types/nested/child`, {
      fields: { n: { integerValue: '1' } },
    });
    const before = (await (await rest(env.baseUrl, 'GET', `/v1/${docs}/all/types`)).json()) as Record<
      string,
      unknown
    >;
    expect(before.fields).toEqual(fields);

    const directory = await mkdtemp(path.join(tmpdir(), 'parley-export-'));
    const exported = await rest(env.baseUrl, 'POST', `/emulator/v1/projects/${projectId}:export`, {
      database: `projects/${projectId}/databases/(default)`,
      export_directory: directory,
    });
    expect(exported.status).toBe(200);
    const file = JSON.parse(await readFile(path.join(directory, 'firestore_export.json'), 'utf8')) as {
      format: string;
    };
    expect(file.format).toBe('parley-firestore-export');

    const restored = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      importDir: directory,
      log: () => undefined,
    });
    try {
      const url = `http://${restored.firestore.host}:${restored.firestore.port}`;
      const after = (await (await rest(url, 'GET', `/v1/${docs}/all/types`)).json()) as Record<
        string,
        unknown
      >;
      expect(after).toEqual(before);
      expect((await rest(url, 'GET', `/v1/${docs}/all/types/nested/child`)).status).toBe(200);
    } finally {
      await restored.stop();
    }
  });

  it('exportOnExit writes the data on stop, and a later start imports it', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'parley-exit-'));
    const projectId = uniqueProjectId('exit');
    const docs = `projects/${projectId}/databases/(default)/documents`;
    const first = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      exportOnExit: directory,
      log: () => undefined,
    });
    const firstUrl = `http://${first.firestore.host}:${first.firestore.port}`;
    await rest(firstUrl, 'PATCH', `/v1/${docs}/kept/doc`, { fields: { v: { stringValue: 'survives' } } });
    await first.stop();
    const second = await startEmulator({
      firestorePort: 0,
      storagePort: 0,
      importDir: directory,
      log: () => undefined,
    });
    try {
      const res = await rest(
        `http://${second.firestore.host}:${second.firestore.port}`,
        'GET',
        `/v1/${docs}/kept/doc`,
      );
      expect(((await res.json()) as { fields: unknown }).fields).toEqual({ v: { stringValue: 'survives' } });
    } finally {
      await second.stop();
    }
  });

  it('refuses to start from a directory without an export', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'parley-empty-'));
    await expect(
      startEmulator({ firestorePort: 0, storagePort: 0, importDir: directory, log: () => undefined }),
    ).rejects.toThrow(/firestore_export\.json/);
  });
});

describe('GET /emulator/v1/reads', () => {
  it('counts the documents served to clients and to the owner, and DELETE resets the count', async () => {
    const projectId = uniqueProjectId('reads');
    const docs = `projects/${projectId}/databases/(default)/documents`;
    for (const id of ['a', 'b', 'c']) {
      const res = await rest(env.baseUrl, 'PATCH', `/v1/${docs}/voices/${id}`, {
        fields: { n: { integerValue: '1' } },
      });
      expect(res.status).toBe(200);
    }
    expect((await fetch(`${env.baseUrl}/emulator/v1/reads`, { method: 'DELETE' })).status).toBe(200);

    // A client (no Authorization: no rules loaded for this project, so everything is allowed) reads
    // one document, misses one, and runs a query over all three.
    expect((await fetch(`${env.baseUrl}/v1/${docs}/voices/a`)).status).toBe(200);
    expect((await fetch(`${env.baseUrl}/v1/${docs}/voices/missing`)).status).toBe(404);
    const query = await fetch(`${env.baseUrl}/v1/${docs}:runQuery`, {
      method: 'POST',
      body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'voices' }] } }),
    });
    expect(query.status).toBe(200);
    // The owner (Admin SDK's credential) reads one.
    expect((await rest(env.baseUrl, 'GET', `/v1/${docs}/voices/b`)).status).toBe(200);

    const counts = await (await fetch(`${env.baseUrl}/emulator/v1/reads`)).json();
    expect(counts).toEqual({ client: 4, owner: 1 });

    await fetch(`${env.baseUrl}/emulator/v1/reads`, { method: 'DELETE' });
    expect(await (await fetch(`${env.baseUrl}/emulator/v1/reads`)).json()).toEqual({ client: 0, owner: 0 });
  });

  it('counts each document a listener is sent, initially and on change', async () => {
    const projectId = uniqueProjectId('listen-reads');
    const db = env.admin(projectId);
    await db.doc('voices/x').set({ n: 1 });
    await fetch(`${env.baseUrl}/emulator/v1/reads`, { method: 'DELETE' });
    const recorder = new SnapshotRecorder<QuerySnapshot>((next, error) =>
      db.collection('voices').onSnapshot(next, error),
    );
    await recorder.waitFor((snapshot) => snapshot.size === 1);
    await db.doc('voices/y').set({ n: 2 });
    await recorder.waitFor((snapshot) => snapshot.size === 2);
    recorder.stop();
    const counts = (await (await fetch(`${env.baseUrl}/emulator/v1/reads`)).json()) as { owner: number };
    expect(counts.owner).toBe(2);
  });
});
