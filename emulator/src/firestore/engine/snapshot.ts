import type { JsonObject } from '../api.ts';
import { decodeFields } from './codec.ts';
import type { EngineCore } from './core.ts';
import { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { arrayField, field, isObject, requireString } from './json.ts';
import { parseDatabase, parseDocumentName } from './paths.ts';
import { parseTimestamp } from './time.ts';

/**
 * exportData()/importData(): a lossless JSON snapshot of every database.
 *
 *   {
 *     "format": "parley-firestore-engine",
 *     "version": 1,
 *     "databases": {
 *       "projects/{p}/databases/{d}": {
 *         "documents": [ {"name", "fields", "createTime", "updateTime"}, ... ]   // proto3 JSON Documents
 *       }
 *     }
 *   }
 *
 * Documents are proto3 JSON `Document`s as the API returns them, which is already exact for every value
 * type: integerValue as decimal int64 strings, doubleValue as numbers or "NaN"/"Infinity"/"-Infinity"/
 * "-0", timestamps as RFC 3339 with the stored microseconds, bytes as base64, references as full names,
 * geo points as {latitude, longitude}. create/update times are kept, so transactions and preconditions
 * keep working across an export/import. Documents are listed in path order (stable diffs).
 */
export const SNAPSHOT_FORMAT = 'parley-firestore-engine';

export function exportSnapshot(core: EngineCore): JsonObject {
  const databases: JsonObject = {};
  for (const [name, db] of [...core.databases].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const documents: JsonObject[] = [];
    for (const collection of db.collections.values()) {
      for (const doc of collection.sorted()) documents.push(doc.toJson());
    }
    if (documents.length === 0) continue;
    documents.sort((a, b) => ((a.name as string) < (b.name as string) ? -1 : 1));
    databases[name] = { documents };
  }
  return { format: SNAPSHOT_FORMAT, version: 1, databases };
}

/** Replaces all data with the snapshot (no listener notifications or events: this is a restore). */
export function importSnapshot(core: EngineCore, data: JsonObject): void {
  if (field(data, 'format') !== SNAPSHOT_FORMAT) {
    throw invalidArgument(`Not a ${SNAPSHOT_FORMAT} snapshot (missing or different "format")`);
  }
  const databases = field(data, 'databases');
  if (!isObject(databases)) throw invalidArgument('Invalid snapshot: "databases" must be an object');
  const loaded: StoredDoc[] = [];
  for (const [name, content] of Object.entries(databases)) {
    parseDatabase(name);
    if (!isObject(content)) throw invalidArgument(`Invalid snapshot entry for ${name}`);
    for (const json of arrayField(content, 'documents')) {
      if (!isObject(json)) throw invalidArgument(`Invalid snapshot document in ${name}`);
      const docName = requireString(json, 'name');
      const { path } = parseDocumentName(docName, name);
      const createTime = parseTimestamp(field(json, 'createTime'), 'createTime');
      const updateTime = parseTimestamp(field(json, 'updateTime'), 'updateTime');
      loaded.push(new StoredDoc(name, path, decodeFields(field(json, 'fields')), createTime, updateTime));
    }
  }
  core.databases.clear();
  let latest = 0n;
  for (const doc of loaded) {
    core.database(doc.database).put(doc.path, doc, doc.updateTime, false);
    if (doc.updateTime > latest) latest = doc.updateTime;
  }
  core.clock.advanceTo(latest);
}
