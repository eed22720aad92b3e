import { createRequire } from 'node:module';
import path from 'node:path';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import * as functionsV1 from 'firebase-functions/v1';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { encodeDocumentEventData } from '../../src/events/document-event-data.ts';
import { v1FirestoreRequest, v2FirestoreRequest } from '../../src/events/firestore-payload.ts';
import { v1StorageRequest, v2StorageRequest } from '../../src/events/storage-payload.ts';
import type { EventTrigger } from '../../src/events/triggers.ts';
import type { DocumentChangeEvent, JsonObject } from '../../src/firestore/api.ts';
import type { ObjectChangeEvent } from '../../src/storage/index.ts';

/** firebase-functions' own compiled protobuf module (its exports map hides it, so load it by path). */
interface DecodedEventData {
  value?: { name: string; fields: Record<string, Record<string, unknown>> };
  oldValue?: { name: string; fields: Record<string, Record<string, unknown>> };
  updateMask?: { fieldPaths: string[] };
}
function functionsProtos(): { decode(bytes: Uint8Array): DecodedEventData } {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('firebase-functions');
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}lib${path.sep}`));
  const module = require(path.join(root, 'protos', 'compiledFirestore.js')) as {
    google: {
      events: { cloud: { firestore: { v1: { DocumentEventData: { decode(b: Uint8Array): unknown } } } } };
    };
  };
  const type = module.google.events.cloud.firestore.v1.DocumentEventData;
  return { decode: (bytes) => type.decode(bytes) as DecodedEventData };
}

const NAME = 'projects/demo-payload/databases/(default)/documents/items/a';
const EVERY_TYPE: JsonObject = {
  null: { nullValue: null },
  bool: { booleanValue: true },
  int: { integerValue: '9007199254740993' },
  double: { doubleValue: 1.5 },
  nan: { doubleValue: 'NaN' },
  time: { timestampValue: '2024-05-06T07:08:09.123456Z' },
  text: { stringValue: 'héllo' },
  bytes: { bytesValue: 'AAEC/w==' },
  ref: { referenceValue: 'projects/demo-payload/databases/(default)/documents/x/y' },
  geo: { geoPointValue: { latitude: 1.25, longitude: -2.5 } },
  array: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'two' }] } },
  map: { mapValue: { fields: { inner: { booleanValue: false } } } },
  emptyMap: { mapValue: {} },
  emptyArray: { arrayValue: {} },
};
const before = {
  name: NAME,
  fields: { n: { integerValue: '1' } },
  createTime: '2024-01-01T00:00:00Z',
  updateTime: '2024-01-01T00:00:00Z',
};
const after = { ...before, fields: EVERY_TYPE, updateTime: '2024-01-02T00:00:00.5Z' };
const change: DocumentChangeEvent = {
  name: NAME,
  before,
  after,
  updateMask: ['n', 'text'],
  commitTime: '2024-01-02T00:00:00.5Z',
};

const v2Trigger: EventTrigger = {
  kind: 'firestore-v2',
  functionId: 'us-central1-itemWritten',
  key: 'us-central1-itemWritten-0',
  projectId: 'demo-payload',
  eventType: 'google.cloud.firestore.document.v1.written',
  resource: '',
  database: '(default)',
  namespace: '(default)',
  document: 'items/{id}',
  matchType: 'PATH_PATTERN',
  source: 'discovered',
};

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('DocumentEventData encoding', () => {
  it("decodes with firebase-functions' own protobuf module", () => {
    const decoded = functionsProtos().decode(encodeDocumentEventData({ before, after, updateMask: ['n'] }));
    expect(decoded.value?.name).toBe(NAME);
    expect(decoded.oldValue?.name).toBe(NAME);
    expect(decoded.updateMask?.fieldPaths).toEqual(['n']);
    const fields = decoded.value?.fields ?? {};
    expect(fields.text?.stringValue).toBe('héllo');
    expect(String(fields.int?.integerValue)).toBe('9007199254740993');
    expect(fields.geo?.geoPointValue).toEqual({ latitude: 1.25, longitude: -2.5 });
    expect(Object.keys(fields).sort()).toEqual(Object.keys(EVERY_TYPE).sort());
  });

  it('omits the missing side and the mask for creates and deletes', () => {
    const created = functionsProtos().decode(
      encodeDocumentEventData({ before: null, after, updateMask: [] }),
    );
    expect(created.value?.name).toBe(NAME);
    expect(created.oldValue ?? undefined).toBeUndefined();
    expect(created.updateMask ?? undefined).toBeUndefined();
    const deleted = functionsProtos().decode(encodeDocumentEventData({ before, after: null }));
    expect(deleted.value ?? undefined).toBeUndefined();
    expect(deleted.oldValue?.name).toBe(NAME);
  });
});

describe('v2 Firestore CloudEvent', () => {
  it('carries the spec headers and a base64 body', () => {
    const request = v2FirestoreRequest(v2Trigger, change);
    expect(request.headers).toMatchObject({
      'Content-Type': 'application/protobuf',
      'ce-specversion': '1.0',
      'ce-type': 'google.cloud.firestore.document.v1.written',
      'ce-source': '//firestore.googleapis.com/projects/demo-payload/databases/(default)',
      'ce-time': change.commitTime,
      'ce-subject': 'documents/items/a',
      'ce-project': 'demo-payload',
      'ce-database': '(default)',
      'ce-namespace': '(default)',
      'ce-document': 'items/a',
      'ce-location': 'us-central1',
    });
    expect(request.headers['ce-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.body).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('is what onDocumentWritten turns into before/after snapshots and params', async () => {
    initializeApp({ projectId: 'demo-payload' });
    const request = v2FirestoreRequest(v2Trigger, change);
    // What the Functions emulator does: ce-* headers become attributes, the body is base64-decoded.
    const event: Record<string, unknown> = { data: Buffer.from(request.body, 'base64') };
    for (const [header, value] of Object.entries(request.headers)) {
      if (header.startsWith('ce-')) event[header.slice(3)] = value;
    }
    let seen: { id?: string; before?: unknown; after?: Record<string, unknown> } = {};
    const fn = onDocumentWritten('items/{id}', (e) => {
      seen = { id: e.params.id, before: e.data?.before.data(), after: e.data?.after.data() };
    });
    await (fn as unknown as (raw: unknown) => Promise<void>)(event);
    expect(seen.id).toBe('a');
    expect(seen.before).toEqual({ n: 1 });
    expect(seen.after?.text).toBe('héllo');
    expect(seen.after?.array).toEqual([1, 'two']);
    expect(seen.after?.map).toEqual({ inner: false });
    expect(Buffer.isBuffer(seen.after?.bytes) || seen.after?.bytes instanceof Uint8Array).toBe(true);
  });
});

describe('v1 Firestore event', () => {
  it('uses the trigger type and becomes a snapshot with params in firebase-functions v1', async () => {
    if (getApps().length === 0) initializeApp({ projectId: 'demo-payload' });
    // The v1 SDK builds the trigger's resource from the project the runtime announces.
    vi.stubEnv('GCLOUD_PROJECT', 'demo-payload');
    const trigger: EventTrigger = {
      kind: 'firestore-v1',
      functionId: 'us-central1-legacyCreated',
      key: 'us-central1-legacyCreated-0',
      projectId: 'demo-payload',
      eventType: 'providers/cloud.firestore/eventTypes/document.create',
      resource: 'projects/demo-payload/databases/(default)/documents/items/{id}',
      source: 'discovered',
    };
    const created = { ...change, before: null, updateMask: [] };
    const body = JSON.parse(v1FirestoreRequest(trigger, created).body) as Record<string, unknown>;
    expect(body.eventType).toBe(trigger.eventType);
    expect(body.resource).toEqual({ service: 'firestore.googleapis.com', name: NAME });
    expect((body.data as Record<string, unknown>).oldValue).toEqual({});
    // What the Functions emulator's runtime does: context = body minus data, resource.name lifted.
    const { data, ...context } = body;
    const resource = context.resource as { name: string };
    let seen: { id?: string; text?: unknown; path?: string } = {};
    const fn = functionsV1.firestore.document('items/{id}').onCreate((snapshot, ctx) => {
      seen = { id: ctx.params.id, text: snapshot.get('text'), path: snapshot.ref.path };
    });
    await (fn as unknown as (d: unknown, c: unknown) => Promise<void>)(data, {
      ...context,
      resource: resource.name,
    });
    expect(seen).toEqual({ id: 'a', text: 'héllo', path: 'items/a' });
  });
});

describe('Storage events', () => {
  const event: ObjectChangeEvent = {
    kind: 'finalized',
    bucket: 'demo.appspot.com',
    object: {
      kind: 'storage#object',
      id: 'demo.appspot.com/a b.txt/1',
      name: 'a b.txt',
      bucket: 'demo.appspot.com',
      generation: '1',
      metageneration: '1',
      contentType: 'text/plain',
      storageClass: 'STANDARD',
      size: '3',
      md5Hash: 'x',
      crc32c: 'y',
      etag: 'z',
      timeCreated: '2024-01-01T00:00:00.000Z',
      updated: '2024-01-01T00:00:00.000Z',
      timeStorageClassUpdated: '2024-01-01T00:00:00.000Z',
    },
  };
  it('v1: legacy JSON with the object as data', () => {
    const body = JSON.parse(v1StorageRequest(event, '127.0.0.1:9199').body) as Record<string, unknown>;
    expect(body.eventType).toBe('google.storage.object.finalize');
    expect(body.resource).toEqual({
      service: 'storage.googleapis.com',
      name: 'projects/_/buckets/demo.appspot.com/objects/a b.txt',
      type: 'storage#object',
    });
    expect(body.data).toMatchObject({
      name: 'a b.txt',
      size: '3',
      mediaLink:
        'http://127.0.0.1:9199/download/storage/v1/b/demo.appspot.com/o/a%20b.txt?generation=1&alt=media',
    });
  });
  it('v2: structured CloudEvent JSON', () => {
    const trigger = {
      ...v2Trigger,
      kind: 'storage-v2' as const,
      eventType: 'google.cloud.storage.object.v1.finalized',
    };
    const request = v2StorageRequest(trigger, event, undefined);
    expect(request.headers['Content-Type']).toContain('application/cloudevents+json');
    expect(JSON.parse(request.body)).toMatchObject({
      specversion: '1.0',
      type: 'google.cloud.storage.object.v1.finalized',
      source: '//storage.googleapis.com/projects/_/buckets/demo.appspot.com/objects/a b.txt',
      subject: 'objects/a b.txt',
      time: '2024-01-01T00:00:00.000Z',
      data: { name: 'a b.txt', bucket: 'demo.appspot.com' },
    });
  });
});
