import { randomUUID } from 'node:crypto';
import type { DocumentChangeEvent } from '../firestore/api.ts';
import { encodeDocumentEventData } from './document-event-data.ts';
import type { EventTrigger } from './triggers.ts';

/** One HTTP request to the Functions emulator's trigger route. */
export interface DeliveryRequest {
  headers: Record<string, string>;
  body: string;
}

/** Splits `projects/{p}/databases/{d}/documents/{path}`. */
export function parseDocumentName(
  name: string,
): { projectId: string; database: string; path: string } | undefined {
  const match = /^projects\/([^/]+)\/databases\/([^/]+)\/documents\/(.+)$/.exec(name);
  if (!match?.[1] || !match[2] || !match[3]) return undefined;
  return { projectId: match[1], database: match[2], path: match[3] };
}

/**
 * v1 (legacy background event) JSON, docs/emulator.md#event-payloads. `eventType` is the trigger's own type:
 * firebase-functions v1 only rebuilds `context.resource` and `params` when they are equal.
 * A missing side is `{}`, which the v1 SDK reads as "does not exist".
 */
export function v1FirestoreRequest(trigger: EventTrigger, change: DocumentChangeEvent): DeliveryRequest {
  const data: Record<string, unknown> = { value: change.after ?? {}, oldValue: change.before ?? {} };
  if (change.before && change.after) data.updateMask = { fieldPaths: change.updateMask };
  const body = {
    eventId: randomUUID(),
    timestamp: change.commitTime,
    eventType: trigger.eventType,
    resource: { service: 'firestore.googleapis.com', name: change.name },
    data,
  };
  return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/**
 * v2 CloudEvent in binary content mode (docs/emulator.md#event-payloads): `ce-*` headers carry the attributes
 * and the body is the base64 text of DocumentEventData, which the Functions emulator decodes because of
 * `Content-Type: application/protobuf` before handing the bytes to the function.
 */
export function v2FirestoreRequest(trigger: EventTrigger, change: DocumentChangeEvent): DeliveryRequest {
  const parsed = parseDocumentName(change.name);
  if (!parsed) throw new Error(`Not a document name: ${change.name}`);
  const bytes = encodeDocumentEventData({
    before: change.before,
    after: change.after,
    updateMask: change.updateMask,
  });
  const headers: Record<string, string> = {
    'Content-Type': 'application/protobuf',
    'ce-specversion': '1.0',
    'ce-id': randomUUID(),
    'ce-type': trigger.eventType,
    'ce-source': `//firestore.googleapis.com/projects/${parsed.projectId}/databases/${parsed.database}`,
    'ce-time': change.commitTime,
    'ce-subject': `documents/${parsed.path}`,
    'ce-project': parsed.projectId,
    'ce-database': parsed.database,
    'ce-namespace': trigger.namespace ?? '(default)',
    'ce-document': parsed.path,
    'ce-location': regionOf(trigger.functionId),
  };
  if (trigger.eventType.endsWith('.withAuthContext')) {
    // The engine does not record who wrote; `unknown` is one of the values production documents.
    headers['ce-authtype'] = 'unknown';
  }
  return { headers, body: Buffer.from(bytes).toString('base64') };
}

/** `us-central1-fn` → `us-central1` (regions never contain a name's characters after the 2nd dash). */
function regionOf(functionId: string): string {
  const match = /^([a-z]+-[a-z]+\d+)-/.exec(functionId);
  return match?.[1] ?? 'us-central1';
}
