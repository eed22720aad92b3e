import { describe, expect, it } from 'vitest';
import type { DocumentChangeEvent } from '../../src/firestore/api.ts';
import { classifyChange, firestoreTriggerMatches, storageTriggerMatches } from '../../src/events/matching.ts';
import { mergeTriggers, splitKey, type EventTrigger } from '../../src/events/triggers.ts';
import type { ObjectChangeEvent } from '../../src/storage/index.ts';

const NAME = 'projects/p/databases/(default)/documents/items/a';
const doc = (n: number) => ({
  name: NAME,
  fields: { n: { integerValue: String(n) } },
  createTime: '2024-01-01T00:00:00Z',
  updateTime: '2024-01-01T00:00:00Z',
});
const created: DocumentChangeEvent = {
  name: NAME,
  before: null,
  after: doc(1),
  updateMask: [],
  commitTime: 't',
};
const updated: DocumentChangeEvent = {
  name: NAME,
  before: doc(1),
  after: doc(2),
  updateMask: ['n'],
  commitTime: 't',
};
const deleted: DocumentChangeEvent = {
  name: NAME,
  before: doc(2),
  after: null,
  updateMask: [],
  commitTime: 't',
};
const unchanged: DocumentChangeEvent = { ...updated, before: doc(2), updateMask: [] };

function v2(eventType: string, document = 'items/{id}', extra: Partial<EventTrigger> = {}): EventTrigger {
  return {
    kind: 'firestore-v2',
    functionId: 'us-central1-f',
    key: 'us-central1-f-0',
    projectId: 'p',
    eventType: `google.cloud.firestore.document.v1.${eventType}`,
    resource: '',
    database: '(default)',
    namespace: '(default)',
    document,
    matchType: 'PATH_PATTERN',
    source: 'discovered',
    ...extra,
  };
}

function v1(eventType: string, resource: string): EventTrigger {
  return {
    kind: 'firestore-v1',
    functionId: 'us-central1-g',
    key: 'us-central1-g-0',
    projectId: 'p',
    eventType: `providers/cloud.firestore/eventTypes/document.${eventType}`,
    resource,
    source: 'registered',
  };
}

describe('classifyChange', () => {
  it('tells create, update and delete apart and skips no-ops', () => {
    expect(classifyChange(created)).toBe('create');
    expect(classifyChange(updated)).toBe('update');
    expect(classifyChange(deleted)).toBe('delete');
    expect(classifyChange(unchanged)).toBeNull();
    expect(classifyChange({ ...created, after: null })).toBeNull();
  });
});

describe('firestoreTriggerMatches', () => {
  it('v2 event types select their change kinds; written takes all', () => {
    const changes = [created, updated, deleted];
    const fired = (type: string) => changes.map((c) => firestoreTriggerMatches(v2(type), c));
    expect(fired('created')).toEqual([true, false, false]);
    expect(fired('updated')).toEqual([false, true, false]);
    expect(fired('deleted')).toEqual([false, false, true]);
    expect(fired('written')).toEqual([true, true, true]);
    expect(fired('written.withAuthContext')).toEqual([true, true, true]);
  });

  it('v2 checks project, database, namespace and the document pattern', () => {
    expect(firestoreTriggerMatches(v2('written', 'items/a', { matchType: 'EXACT' }), created)).toBe(true);
    expect(firestoreTriggerMatches(v2('written', 'items/b', { matchType: 'EXACT' }), created)).toBe(false);
    expect(firestoreTriggerMatches(v2('written', 'other/{id}'), created)).toBe(false);
    expect(firestoreTriggerMatches(v2('written', 'items/{id}', { projectId: 'q' }), created)).toBe(false);
    expect(firestoreTriggerMatches(v2('written', 'items/{id}', { database: 'db2' }), created)).toBe(false);
    expect(firestoreTriggerMatches(v2('written', 'items/{id}', { namespace: 'ns' }), created)).toBe(false);
  });

  it('v1 event types and resources', () => {
    const resource = 'projects/p/databases/(default)/documents/items/{id}';
    expect(firestoreTriggerMatches(v1('create', resource), created)).toBe(true);
    expect(firestoreTriggerMatches(v1('create', resource), updated)).toBe(false);
    expect(firestoreTriggerMatches(v1('write', resource), deleted)).toBe(true);
    expect(firestoreTriggerMatches(v1('write', resource.replace('items', 'other')), deleted)).toBe(false);
  });
});

describe('storageTriggerMatches', () => {
  const event: ObjectChangeEvent = {
    kind: 'finalized',
    bucket: 'b',
    object: { name: 'o' } as ObjectChangeEvent['object'],
  };
  const storage = (kind: 'storage-v1' | 'storage-v2', eventType: string, resource: string): EventTrigger => ({
    kind,
    functionId: 'us-central1-s',
    key: 'us-central1-s-0',
    projectId: 'p',
    eventType,
    resource,
    source: 'discovered',
  });
  it('needs the same event type and bucket', () => {
    expect(
      storageTriggerMatches(storage('storage-v2', 'google.cloud.storage.object.v1.finalized', 'b'), event),
    ).toBe(true);
    expect(
      storageTriggerMatches(storage('storage-v2', 'google.cloud.storage.object.v1.deleted', 'b'), event),
    ).toBe(false);
    expect(
      storageTriggerMatches(storage('storage-v2', 'google.cloud.storage.object.v1.finalized', 'c'), event),
    ).toBe(false);
    expect(
      storageTriggerMatches(
        storage('storage-v1', 'google.storage.object.finalize', 'projects/_/buckets/b'),
        event,
      ),
    ).toBe(true);
  });
});

describe('mergeTriggers', () => {
  it('keeps the newest generation per function, discovery winning ties', () => {
    const a = v2('written', 'items/{id}', { key: 'us-central1-f-0', source: 'registered' });
    const b = v2('written', 'items/{id}', { key: 'us-central1-f-1', source: 'registered' });
    const c = v2('written', 'items/{id}', { key: 'us-central1-f-1', source: 'discovered' });
    expect(mergeTriggers([a, b])).toEqual([b]);
    expect(mergeTriggers([b], [c])).toEqual([c]);
    expect(splitKey('us-central1-my-fn-12')).toEqual({ functionId: 'us-central1-my-fn', generation: 12 });
  });
});
