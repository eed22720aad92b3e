import { randomUUID } from 'node:crypto';
import type { ObjectChangeEvent } from '../storage/index.ts';
import type { DeliveryRequest } from './firestore-payload.ts';
import type { EventTrigger } from './triggers.ts';

/** Our change kinds and the two event-type vocabularies (v1 legacy, v2 CloudEvents). */
const V1_TYPES: Record<ObjectChangeEvent['kind'], string> = {
  finalized: 'google.storage.object.finalize',
  deleted: 'google.storage.object.delete',
  metadataUpdated: 'google.storage.object.metadataUpdate',
};
const V2_TYPES: Record<ObjectChangeEvent['kind'], string> = {
  finalized: 'google.cloud.storage.object.v1.finalized',
  deleted: 'google.cloud.storage.object.v1.deleted',
  metadataUpdated: 'google.cloud.storage.object.v1.metadataUpdated',
};

export function storageEventType(kind: ObjectChangeEvent['kind'], version: 'v1' | 'v2'): string {
  return version === 'v1' ? V1_TYPES[kind] : V2_TYPES[kind];
}

/** `projects/_/buckets/b` (v1 resource) or `b` (v2 filter) → `b`. */
export function bucketOf(resource: string): string {
  const match = /^projects\/_\/buckets\/([^/]+)/.exec(resource);
  return match?.[1] ?? resource;
}

/**
 * The object as firebase-tools' Storage emulator hands it to functions: the GCS object resource plus
 * selfLink/mediaLink pointing at the emulator that stores it.
 */
function objectPayload(event: ObjectChangeEvent, storageHost: string | undefined): Record<string, unknown> {
  const object: Record<string, unknown> = { ...event.object };
  if (storageHost) {
    const encoded = encodeURIComponent(event.object.name);
    object.selfLink = `http://${storageHost}/storage/v1/b/${event.bucket}/o/${encoded}`;
    object.mediaLink =
      `http://${storageHost}/download/storage/v1/b/${event.bucket}/o/${encoded}` +
      `?generation=${event.object.generation}&alt=media`;
  }
  return object;
}

/** v1 legacy event (JSON): `resource` stays an object for storage, as the Functions runtime expects. */
export function v1StorageRequest(
  event: ObjectChangeEvent,
  storageHost: string | undefined,
  now: Date = new Date(),
): DeliveryRequest {
  const body = {
    eventId: String(now.getTime()),
    timestamp: now.toISOString(),
    eventType: V1_TYPES[event.kind],
    resource: {
      service: 'storage.googleapis.com',
      name: `projects/_/buckets/${event.bucket}/objects/${event.object.name}`,
      type: 'storage#object',
    },
    data: objectPayload(event, storageHost),
  };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** v2 CloudEvent in structured mode (JSON), as firebase-tools' Storage emulator sends it. */
export function v2StorageRequest(
  trigger: EventTrigger,
  event: ObjectChangeEvent,
  storageHost: string | undefined,
): DeliveryRequest {
  const body = {
    specversion: '1.0',
    id: randomUUID(),
    type: trigger.eventType,
    source: `//storage.googleapis.com/projects/_/buckets/${event.bucket}/objects/${event.object.name}`,
    subject: `objects/${event.object.name}`,
    time: event.object.updated || new Date().toISOString(),
    data: objectPayload(event, storageHost),
  };
  return {
    headers: { 'Content-Type': 'application/cloudevents+json; charset=UTF-8' },
    body: JSON.stringify(body),
  };
}
