import { describe, expect, it } from 'vitest';
import { toTrigger } from '../../src/events/discovery.ts';
import { registeredTriggers } from '../../src/events/registered.ts';
import { TriggerRegistry } from '../../src/server/trigger-registry.ts';

/** Definitions shaped as the Functions emulator's `GET /backends` lists them (firebase-tools 15). */
const label = (kind: string, name: string) => ({
  EVENTARC_CLOUD_EVENT_SOURCE: `${kind}/projects/demo-x/locations/us-central1/services/${name}`,
});

describe('toTrigger', () => {
  it('reads v2 Firestore path patterns and exact documents', () => {
    expect(
      toTrigger(
        {
          id: 'us-central1-onItem',
          platform: 'gcfv2',
          labels: label('run-emulated.googleapis.com', 'onItem'),
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.created',
            eventFilters: { database: '(default)', namespace: '(default)' },
            eventFilterPathPatterns: { document: 'items/{id}' },
          },
        },
        'fallback',
      ),
    ).toMatchObject({
      kind: 'firestore-v2',
      functionId: 'us-central1-onItem',
      key: 'us-central1-onItem-0',
      projectId: 'demo-x',
      document: 'items/{id}',
      matchType: 'PATH_PATTERN',
    });
    expect(
      toTrigger(
        {
          id: 'us-central1-onOne',
          platform: 'gcfv2',
          eventTrigger: {
            eventType: 'google.cloud.firestore.document.v1.written',
            eventFilters: { database: 'other', namespace: '(default)', document: 'config/main' },
          },
        },
        'fallback',
      ),
    ).toMatchObject({
      projectId: 'fallback',
      database: 'other',
      document: 'config/main',
      matchType: 'EXACT',
    });
  });

  it('reads v1 Firestore and v1/v2 Storage triggers, and skips what it cannot deliver', () => {
    expect(
      toTrigger(
        {
          id: 'us-central1-legacy',
          platform: 'gcfv1',
          eventTrigger: {
            eventType: 'providers/cloud.firestore/eventTypes/document.write',
            resource: 'projects/demo-x/databases/(default)/documents/a/{b}',
          },
        },
        'p',
      ),
    ).toMatchObject({
      kind: 'firestore-v1',
      resource: 'projects/demo-x/databases/(default)/documents/a/{b}',
    });
    expect(
      toTrigger(
        {
          id: 'us-central1-upload',
          platform: 'gcfv1',
          eventTrigger: { eventType: 'google.storage.object.finalize', resource: 'projects/_/buckets/b' },
        },
        'p',
      ),
    ).toMatchObject({ kind: 'storage-v1', resource: 'projects/_/buckets/b' });
    expect(
      toTrigger(
        {
          id: 'us-central1-upload2',
          platform: 'gcfv2',
          eventTrigger: {
            eventType: 'google.cloud.storage.object.v1.deleted',
            resource: 'b',
            eventFilters: { bucket: 'b' },
          },
        },
        'p',
      ),
    ).toMatchObject({ kind: 'storage-v2', resource: 'b' });
    expect(toTrigger({ id: 'us-central1-http', platform: 'gcfv2' }, 'p')).toBeUndefined();
    expect(
      toTrigger(
        {
          id: 'us-central1-pubsub',
          platform: 'gcfv2',
          eventTrigger: { eventType: 'google.cloud.pubsub.topic.v1.messagePublished' },
        },
        'p',
      ),
    ).toBeUndefined();
  });
});

describe('registeredTriggers', () => {
  it('turns control-endpoint registrations into triggers', () => {
    const registry = new TriggerRegistry();
    registry.registerV1('p', 'us-central1-a-2', {
      eventTrigger: {
        resource: 'projects/p/databases/(default)/documents/u/{id}',
        eventType: 'providers/cloud.firestore/eventTypes/document.create',
      },
    });
    registry.registerV2('p', 'us-central1-b-0', {
      eventType: 'google.cloud.firestore.document.v1.deleted',
      database: '(default)',
      namespace: '(default)',
      document: { value: 'u/{id}', matchType: 'PATH_PATTERN' },
    });
    expect(registeredTriggers(registry)).toMatchObject([
      { kind: 'firestore-v1', functionId: 'us-central1-a', key: 'us-central1-a-2', source: 'registered' },
      { kind: 'firestore-v2', functionId: 'us-central1-b', document: 'u/{id}', matchType: 'PATH_PATTERN' },
    ]);
  });
});
