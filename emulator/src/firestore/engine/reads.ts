import type { JsonObject, RequestContext } from '../api.ts';
import type { EngineCore } from './core.ts';
import type { DatabaseState } from './database.ts';
import { notFound, invalidArgument } from './errors.ts';
import { arrayField, boolField, int32Field, requireString, stringField } from './json.ts';
import {
  compareSegmentLists,
  parseDatabase,
  parseDocumentName,
  parseParent,
  validateCollectionId,
} from './paths.ts';
import { ReadContext, maskOf } from './read-context.ts';

/** Single-document reads and listings: GetDocument, BatchGetDocuments, ListDocuments, ListCollectionIds. */

export function getDocument(
  core: EngineCore,
  ctx: RequestContext,
  request: JsonObject,
): JsonObject | Promise<JsonObject> {
  const name = requireString(request, 'name');
  const { database, path } = parseDocumentName(name);
  const db = core.database(database);
  const read = ReadContext.resolve(core, ctx, database, request);
  return read.afterLocks([path], () => {
    const doc = db.getAt(path, read.snapshotTime);
    if (core.checksRules(ctx)) core.authorizer.authorizeGet(ctx, database, name, doc?.toJson() ?? null);
    read.recordRead(path, doc);
    if (!doc) throw notFound(`Document "${name}" not found.`);
    return doc.toMaskedJson(maskOf(request));
  });
}

export function batchGetDocuments(
  core: EngineCore,
  ctx: RequestContext,
  request: JsonObject,
): JsonObject[] | Promise<JsonObject[]> {
  const database = parseDatabase(requireString(request, 'database'));
  const db = core.database(database);
  const names = arrayField(request, 'documents').map((n) => {
    if (typeof n !== 'string') throw invalidArgument('Invalid documents entry: expected a document name');
    return { name: n, path: parseDocumentName(n, database).path };
  });
  const read = ReadContext.resolve(core, ctx, database, request);
  const mask = maskOf(request);
  return read.afterLocks(
    names.map(({ path }) => path),
    () => {
      const docs = names.map(({ name, path }) => {
        const doc = db.getAt(path, read.snapshotTime);
        if (core.checksRules(ctx)) core.authorizer.authorizeGet(ctx, database, name, doc?.toJson() ?? null);
        return { name, path, doc };
      });
      const responses = docs.map(({ name, path, doc }): JsonObject => {
        read.recordRead(path, doc);
        return doc
          ? { found: doc.toMaskedJson(mask), readTime: read.readTime }
          : { missing: name, readTime: read.readTime };
      });
      if (responses.length === 0) return [read.firstResponse({ readTime: read.readTime })];
      responses[0] = read.firstResponse(responses[0] as JsonObject);
      return responses;
    },
  );
}

/**
 * Documents of one collection (or, without collectionId, of every collection directly under the parent)
 * in key order, plus with showMissing the documents that do not exist but have descendants.
 */
export function listDocuments(core: EngineCore, ctx: RequestContext, request: JsonObject): JsonObject {
  const parent = requireString(request, 'parent');
  const { database, path: parentPath } = parseParent(parent);
  const collectionId = stringField(request, 'collectionId') ?? '';
  if (collectionId !== '') validateCollectionId(collectionId, `${parent}/${collectionId}`);
  if (core.checksRules(ctx)) {
    core.authorizer.authorizeList(ctx, database, parent, { from: [{ collectionId }] });
  }
  const db = core.database(database);
  const read = ReadContext.resolve(core, ctx, database, request);
  const prefix = parentPath === '' ? '' : `${parentPath}/`;
  const collections = collectionId !== '' ? [collectionId] : childCollectionIds(db, prefix);
  const showMissing = boolField(request, 'showMissing');
  // Keys are paths relative to the parent: `collection/id`.
  const keys = new Set<string>();
  for (const id of collections) {
    const collectionPath = `${prefix}${id}`;
    if (showMissing)
      for (const missing of idsWithDescendants(db, collectionPath)) keys.add(`${id}/${missing}`);
    for (const docId of db.collections.get(collectionPath)?.docs.keys() ?? []) {
      // At a past readTime, skip documents that did not exist yet.
      if (db.getAt(`${collectionPath}/${docId}`, read.snapshotTime)) keys.add(`${id}/${docId}`);
    }
  }
  const { page, nextPageToken } = paginate([...keys], request);
  const mask = maskOf(request);
  const documents = page.map((key): JsonObject => {
    const doc = db.getAt(`${prefix}${key}`, read.snapshotTime);
    return doc ? doc.toMaskedJson(mask) : { name: `${database}/documents/${prefix}${key}` };
  });
  return nextPageToken === undefined ? { documents } : { documents, nextPageToken };
}

/** Ids under `collectionPath` that have subcollection documents (existing or not themselves). */
function* idsWithDescendants(db: DatabaseState, collectionPath: string): Generator<string> {
  const prefix = `${collectionPath}/`;
  for (const path of db.collections.keys()) {
    if (path.startsWith(prefix)) yield path.slice(prefix.length).split('/', 1)[0] as string;
  }
}

/** Ids of the collections under a parent (prefix '' or `doc/path/`) holding documents at any depth. */
function childCollectionIds(db: DatabaseState, prefix: string): string[] {
  const ids = new Set<string>();
  for (const path of db.collections.keys()) {
    if (path.startsWith(prefix)) ids.add(path.slice(prefix.length).split('/', 1)[0] as string);
  }
  return [...ids];
}

export function listCollectionIds(core: EngineCore, _ctx: RequestContext, request: JsonObject): JsonObject {
  const parent = requireString(request, 'parent');
  const { database, path: parentPath } = parseParent(parent);
  const prefix = parentPath === '' ? '' : `${parentPath}/`;
  const { page, nextPageToken } = paginate(childCollectionIds(core.database(database), prefix), request);
  return nextPageToken === undefined ? { collectionIds: page } : { collectionIds: page, nextPageToken };
}

const compareKeys = (a: string, b: string): number => compareSegmentLists(a.split('/'), b.split('/'));

/**
 * Key-ordered paging over ids or relative paths: the token is the last key returned (base64), so pages
 * stay stable under concurrent writes.
 */
function paginate(
  keys: string[],
  request: JsonObject,
): { page: string[]; nextPageToken: string | undefined } {
  const sorted = keys.sort(compareKeys);
  const pageToken = stringField(request, 'pageToken');
  const after = pageToken ? Buffer.from(pageToken, 'base64').toString('utf8') : undefined;
  const startIndex = after === undefined ? 0 : sorted.findIndex((key) => compareKeys(key, after) > 0);
  const from = startIndex < 0 ? sorted.length : startIndex;
  const pageSize = int32Field(request, 'pageSize') ?? 0;
  const page = pageSize > 0 ? sorted.slice(from, from + pageSize) : sorted.slice(from);
  const last = page[page.length - 1];
  const more = pageSize > 0 && last !== undefined && from + page.length < sorted.length;
  return { page, nextPageToken: more ? Buffer.from(last, 'utf8').toString('base64') : undefined };
}
