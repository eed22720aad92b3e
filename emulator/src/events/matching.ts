import type { DocumentChangeEvent } from '../firestore/api.ts';
import type { ObjectChangeEvent } from '../storage/index.ts';
import { parseDocumentName } from './firestore-payload.ts';
import { matchesExact, matchesPathPattern, matchesV1Resource } from './path-pattern.ts';
import { bucketOf, storageEventType } from './storage-payload.ts';
import type { EventTrigger } from './triggers.ts';

export type ChangeKind = 'create' | 'update' | 'delete';

/** null for changes that are not events: a delete of a missing document, or a write that changed nothing. */
export function classifyChange(change: DocumentChangeEvent): ChangeKind | null {
  if (!change.before && !change.after) return null;
  if (!change.before) return 'create';
  if (!change.after) return 'delete';
  return change.updateMask.length > 0 ? 'update' : null;
}

const V1_KINDS: Record<string, ChangeKind | 'write'> = {
  'providers/cloud.firestore/eventTypes/document.create': 'create',
  'providers/cloud.firestore/eventTypes/document.update': 'update',
  'providers/cloud.firestore/eventTypes/document.delete': 'delete',
  'providers/cloud.firestore/eventTypes/document.write': 'write',
};
const V2_KINDS: Record<string, ChangeKind | 'write'> = {
  'google.cloud.firestore.document.v1.created': 'create',
  'google.cloud.firestore.document.v1.updated': 'update',
  'google.cloud.firestore.document.v1.deleted': 'delete',
  'google.cloud.firestore.document.v1.written': 'write',
};

function kindOf(trigger: EventTrigger): ChangeKind | 'write' | undefined {
  if (trigger.kind === 'firestore-v1') return V1_KINDS[trigger.eventType];
  const base = trigger.eventType.replace(/\.withAuthContext$/, '');
  return Object.hasOwn(V2_KINDS, base) ? V2_KINDS[base] : undefined;
}

/** Whether a Firestore trigger fires for one changed document (docs/emulator.md#trigger-matching). */
export function firestoreTriggerMatches(trigger: EventTrigger, change: DocumentChangeEvent): boolean {
  if (trigger.kind !== 'firestore-v1' && trigger.kind !== 'firestore-v2') return false;
  const kind = classifyChange(change);
  const wanted = kindOf(trigger);
  if (!kind || !wanted || (wanted !== 'write' && wanted !== kind)) return false;
  if (trigger.kind === 'firestore-v1') return matchesV1Resource(trigger.resource, change.name);
  const parsed = parseDocumentName(change.name);
  if (!parsed || parsed.projectId !== trigger.projectId) return false;
  if ((trigger.database ?? '(default)') !== parsed.database) return false;
  // Cloud Firestore's Native mode has one namespace; only the default one can match.
  if ((trigger.namespace ?? '(default)') !== '(default)') return false;
  const pattern = trigger.document ?? '';
  return trigger.matchType === 'EXACT'
    ? matchesExact(pattern, parsed.path)
    : matchesPathPattern(pattern, parsed.path);
}

/** Whether a Storage trigger fires for one object change: same event type and bucket. */
export function storageTriggerMatches(trigger: EventTrigger, event: ObjectChangeEvent): boolean {
  if (trigger.kind !== 'storage-v1' && trigger.kind !== 'storage-v2') return false;
  const type = storageEventType(event.kind, trigger.kind === 'storage-v1' ? 'v1' : 'v2');
  return trigger.eventType === type && bucketOf(trigger.resource) === event.bucket;
}
