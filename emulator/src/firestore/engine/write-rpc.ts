import { randomInt } from 'node:crypto';
import type { JsonObject, RequestContext } from '../api.ts';
import { commitWrites, type CommitResult } from './commit.ts';
import type { EngineCore } from './core.ts';
import { invalidArgument, toRpcError } from './errors.ts';
import { arrayField, field, objectField, requireString, stringField } from './json.ts';
import { parseDatabase, parseDocumentName, parseParent, validateCollectionId } from './paths.ts';
import { maskOf } from './read-context.ts';
import { formatTimestamp } from './time.ts';
import { parseWrite } from './write-parse.ts';

/** Commit, BatchWrite, Begin/Rollback and the REST single-document writes. */

export function commit(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject {
  const database = parseDatabase(requireString(request, 'database'));
  const writes = arrayField(request, 'writes').map((w) => parseWrite(w, database));
  const txId = stringField(request, 'transaction');
  const tx = txId === undefined ? undefined : core.transactions.get(database, txId);
  if (tx?.readOnly && writes.length > 0) {
    core.transactions.finish(tx);
    throw invalidArgument(`Transaction ${tx.id} is read-only and cannot commit writes`);
  }
  let result: CommitResult;
  try {
    result = commitWrites(core, ctx, database, writes, tx);
  } finally {
    // Committed, aborted or failed: a transaction id is good for one commit attempt only.
    if (tx) core.transactions.finish(tx);
  }
  return { writeResults: result.writeResults, commitTime: formatTimestamp(result.commitTime) };
}

/** Non-atomic: each write is its own commit, with its own status. */
export function batchWrite(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject {
  const database = parseDatabase(requireString(request, 'database'));
  const writeResults: JsonObject[] = [];
  const status: JsonObject[] = [];
  for (const json of arrayField(request, 'writes')) {
    try {
      const {
        writeResults: [result],
      } = commitWrites(core, ctx, database, [parseWrite(json, database)]);
      writeResults.push(result ?? {});
      status.push({});
    } catch (error) {
      const rpc = toRpcError(error);
      writeResults.push({});
      status.push({ code: rpc.code, message: rpc.message });
    }
  }
  return { writeResults, status };
}

export function beginTransaction(core: EngineCore, _ctx: RequestContext, request: JsonObject): JsonObject {
  const database = parseDatabase(requireString(request, 'database'));
  const tx = core.transactions.begin(database, objectField(request, 'options'));
  return { transaction: tx.id };
}

export function rollback(core: EngineCore, _ctx: RequestContext, request: JsonObject): JsonObject {
  const database = parseDatabase(requireString(request, 'database'));
  core.transactions.finish(core.transactions.get(database, requireString(request, 'transaction')));
  return {};
}

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += AUTO_ID_ALPHABET[randomInt(AUTO_ID_ALPHABET.length)] as string;
  return id;
}

/** REST CreateDocument: an update with `exists: false`, returning the stored document. */
export function createDocument(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject {
  const parent = requireString(request, 'parent');
  const { database } = parseParent(parent);
  const collectionId = requireString(request, 'collectionId');
  validateCollectionId(collectionId, `${parent}/${collectionId}`);
  const documentId = stringField(request, 'documentId') || autoId();
  const name = `${parent}/${collectionId}/${documentId}`;
  const document = objectField(request, 'document') ?? {};
  const write = {
    update: { name, fields: field(document, 'fields') ?? {} },
    currentDocument: { exists: false },
  };
  return singleWrite(core, ctx, database, write, name, request);
}

/** REST UpdateDocument (PATCH): `updateMask` gives merge semantics, `currentDocument` a precondition. */
export function updateDocument(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject {
  const document = objectField(request, 'document');
  if (!document) throw invalidArgument('UpdateDocument needs a document');
  const name = requireString(document, 'name');
  const { database } = parseDocumentName(name);
  const write: JsonObject = { update: { name, fields: field(document, 'fields') ?? {} } };
  const updateMask = objectField(request, 'updateMask');
  if (updateMask) write.updateMask = updateMask;
  const currentDocument = objectField(request, 'currentDocument');
  if (currentDocument) write.currentDocument = currentDocument;
  return singleWrite(core, ctx, database, write, name, request);
}

export function deleteDocument(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject {
  const name = requireString(request, 'name');
  const { database } = parseDocumentName(name);
  const write: JsonObject = { delete: name };
  const currentDocument = objectField(request, 'currentDocument');
  if (currentDocument) write.currentDocument = currentDocument;
  commitWrites(core, ctx, database, [parseWrite(write, database)]);
  return {};
}

function singleWrite(
  core: EngineCore,
  ctx: RequestContext,
  database: string,
  write: JsonObject,
  name: string,
  request: JsonObject,
): JsonObject {
  commitWrites(core, ctx, database, [parseWrite(write, database)]);
  const doc = core.database(database).get(parseDocumentName(name).path);
  if (!doc) throw invalidArgument(`Document "${name}" was not stored`);
  return doc.toMaskedJson(maskOf(request));
}
