import { invalidArgument } from './errors.ts';
import { compareUtf8 } from './utf8.ts';

/**
 * Resource names (docs/emulator.md#resource-names). Inside the engine a document is addressed by its database
 * (`projects/{p}/databases/{d}`, the namespace of its data) and its path below `/documents/`
 * (`col/doc[/col/doc]*`), so names echo whatever project/database the caller used.
 */

const DATABASE = /^projects\/([^/]+)\/databases\/([^/]+)$/;
const MAX_ID_BYTES = 1500;

export function parseDatabase(database: string): string {
  if (!DATABASE.test(database)) {
    throw invalidArgument(
      `Invalid database "${database}": expected projects/{project_id}/databases/{database_id}`,
    );
  }
  return database;
}

/** Splits `projects/p/databases/d/documents[/path]` into database and the path below documents. */
export function splitName(name: string): { database: string; path: string } {
  const parts = name.split('/');
  if (parts.length < 5 || parts[0] !== 'projects' || parts[2] !== 'databases' || parts[4] !== 'documents') {
    throw invalidArgument(
      `Invalid resource name "${name}": expected projects/{project_id}/databases/{database_id}/documents/...`,
    );
  }
  const database = parts.slice(0, 4).join('/');
  parseDatabase(database);
  return { database, path: parts.slice(5).join('/') };
}

/** A document name: validated, even number of segments, in the expected database when given. */
export function parseDocumentName(
  name: string,
  expectedDatabase?: string,
): { database: string; path: string } {
  const { database, path } = splitName(name);
  if (expectedDatabase !== undefined && database !== expectedDatabase) {
    throw invalidArgument(`Document "${name}" is not in the database "${expectedDatabase}" of this request`);
  }
  validateDocumentPath(path, name);
  return { database, path };
}

/** A query/list parent: the database root (path '') or a document. */
export function parseParent(parent: string): { database: string; path: string } {
  const { database, path } = splitName(parent);
  if (path !== '') validateDocumentPath(path, parent);
  return { database, path };
}

export function validateDocumentPath(path: string, name: string): void {
  const segments = path === '' ? [] : path.split('/');
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw invalidArgument(
      `Invalid document name "${name}": a document path needs an even number of segments (collection/document pairs), got ${segments.length}`,
    );
  }
  for (const id of segments) validateId(id, name);
}

export function validateCollectionId(id: string, context: string): void {
  validateId(id, context);
}

/** Document and collection ids: not empty, ≤1500 bytes, not `.`/`..`, not reserved `__*__` (bar `__id<n>__`). */
export function validateId(id: string, name: string): void {
  if (id === '') throw invalidArgument(`Invalid resource name "${name}": path segments must not be empty`);
  if (id === '.' || id === '..')
    throw invalidArgument(`Invalid resource name "${name}": "${id}" is not a valid id`);
  if (Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES) {
    throw invalidArgument(`Invalid resource name "${name}": an id must be no longer than 1,500 bytes`);
  }
  if (id.startsWith('__') && id.endsWith('__') && id.length >= 4 && numericId(id) === undefined) {
    throw invalidArgument(`Invalid resource name "${name}": ids matching __.*__ are reserved ("${id}")`);
  }
}

/** Document segments of a reference value (full name); lenient about the database it points into. */
export function documentSegmentsOfName(name: string): string[] {
  const { path } = splitName(name);
  validateDocumentPath(path, name);
  return path.split('/');
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

/** `__id<n>__` ids sort before every string id and by n numerically (docs/emulator.md#value-ordering). */
function numericId(segment: string): bigint | undefined {
  if (!segment.startsWith('__id')) return undefined;
  const m = NUMERIC_ID.exec(segment);
  return m?.[1] === undefined ? undefined : BigInt(m[1]);
}

export function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const na = numericId(a);
  const nb = numericId(b);
  if (na !== undefined || nb !== undefined) {
    if (na === undefined) return 1;
    if (nb === undefined) return -1;
    return na < nb ? -1 : na > nb ? 1 : 0;
  }
  return compareUtf8(a, b);
}

export function compareSegmentLists(a: readonly string[], b: readonly string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Parent path ('' for the root) and id of a collection or document path. */
export function parentAndId(path: string): { parent: string; id: string } {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? { parent: '', id: path } : { parent: path.slice(0, slash), id: path.slice(slash + 1) };
}
