import protobuf from 'protobufjs';
import type { JsonObject } from '../firestore/api.ts';
import { jsonToMessage } from '../server/proto-json.ts';
import { messageType } from '../server/protos.ts';

/**
 * `google.events.cloud.firestore.v1.DocumentEventData` (value=1, old_value=2, update_mask=3;
 * docs/emulator.md#event-payloads), the protobuf body of v2 Firestore CloudEvents. Its Document, Value and
 * DocumentMask messages use the same field numbers as google.firestore.v1's, so the nested messages are
 * encoded with the schema the gRPC transport already loads, and the envelope is declared here with the
 * reflection API. The envelope's fields are `bytes`: an embedded message and a bytes field are the same on
 * the wire (length-delimited), which lets the two schemas stay in separate roots.
 */
const envelope = new protobuf.Type('DocumentEventData')
  .add(new protobuf.Field('value', 1, 'bytes'))
  .add(new protobuf.Field('oldValue', 2, 'bytes'))
  .add(new protobuf.Field('updateMask', 3, 'bytes'));
new protobuf.Root().define('parley.events').add(envelope);

export interface DocumentEventInput {
  /** proto3 JSON Documents (the engine's form); null for the missing side of a create or delete. */
  before: JsonObject | null;
  after: JsonObject | null;
  /** Only sent for updates, as Cloud Firestore does. */
  updateMask?: string[];
}

export function encodeDocumentEventData(input: DocumentEventInput): Uint8Array {
  const document = messageType('google.firestore.v1.Document');
  const mask = messageType('google.firestore.v1.DocumentMask');
  const message: Record<string, Uint8Array> = {};
  if (input.after) message.value = document.encode(jsonToMessage(document, input.after)).finish();
  if (input.before) message.oldValue = document.encode(jsonToMessage(document, input.before)).finish();
  if (input.before && input.after && input.updateMask && input.updateMask.length > 0) {
    message.updateMask = mask.encode(jsonToMessage(mask, { fieldPaths: input.updateMask })).finish();
  }
  return envelope.encode(envelope.fromObject(message)).finish();
}
