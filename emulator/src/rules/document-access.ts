/**
 * get()/exists()/getAfter()/existsAfter() for Firestore rules, with the documented quotas: 10 distinct
 * documents per single-document request or query, 20 per batch or transaction with 10 still applying
 * to each write. Reading the same document again (before or after) is cached and counts once.
 */
import type { JsonObject } from '../firestore/api.ts';
import { fail } from './errors.ts';
import type { DocumentReader } from './evaluator.ts';
import { documentResource } from './firestore-values.ts';
import type { RPath, RValue } from './values.ts';

export const SINGLE_REQUEST_ACCESS_LIMIT = 10;
export const MULTI_WRITE_ACCESS_LIMIT = 20;

/** A set of distinct documents read so far, with its ceiling. */
export class AccessQuota {
  private readonly seen = new Set<string>();
  constructor(readonly limit: number) {}

  charge(name: string): void {
    if (this.seen.has(name)) return;
    if (this.seen.size >= this.limit)
      fail(`Exceeded the limit of ${this.limit} document access calls (get/exists).`);
    this.seen.add(name);
  }
}

export type DocumentLoader = (name: string, after: boolean) => JsonObject | null;

/** get()/exists() take `/databases/{database}/documents/{collection}/{id}…`; anything else is an error. */
export function checkDocumentPath(path: RPath): void {
  const segments = path.segments;
  const documentSegments = segments.length - 3;
  const valid =
    segments[0] === 'databases' &&
    segments[2] === 'documents' &&
    documentSegments > 0 &&
    documentSegments % 2 === 0 &&
    segments.every((s) => s !== '');
  if (!valid) {
    fail(
      `Invalid document path ${path.toString()}: expected /databases/{database}/documents/{collection}/{id}.`,
    );
  }
}

/** `/databases/d/documents/c/id` → `projects/p/databases/d/documents/c/id`. */
export function documentName(projectId: string, path: RPath): string {
  checkDocumentPath(path);
  return `projects/${projectId}/${path.segments.join('/')}`;
}

export class FirestoreDocumentReader implements DocumentReader {
  constructor(
    private readonly projectId: string,
    private readonly quotas: readonly AccessQuota[],
    private readonly load: DocumentLoader,
    private readonly cache: Map<string, RValue>,
  ) {}

  read(path: RPath, after: boolean): RValue {
    const name = documentName(this.projectId, path);
    for (const quota of this.quotas) quota.charge(name);
    const key = `${after ? 'after' : 'before'}:${name}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const document = this.load(name, after);
    const value = document ? documentResource(document) : null;
    this.cache.set(key, value);
    return value;
  }
}
