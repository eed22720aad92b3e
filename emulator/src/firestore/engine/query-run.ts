import { compareValues } from './compare.ts';
import type { DatabaseState } from './database.ts';
import type { StoredDoc } from './document.ts';
import type { FieldPath } from './field-path.ts';
import { fieldValue, matchesFilter } from './filter.ts';
import { compareSegmentLists, parentAndId } from './paths.ts';
import type { Bound, Order, Query } from './query.ts';
import type { Value } from './values.ts';
import { nearest } from './vector-search.ts';

/** Executes parsed queries against a database (optionally as of a past readTime). */

/** Whether a document path lies in the query's collection / group / kindless scope. */
export function inScope(query: Query, path: string): boolean {
  const prefix = query.parentPath === '' ? '' : `${query.parentPath}/`;
  if (!path.startsWith(prefix)) return false;
  const { parent } = parentAndId(path);
  if (!query.allDescendants) return parent === `${prefix}${query.collectionId}`;
  if (query.collectionId === '') return true;
  return parentAndId(parent).id === query.collectionId;
}

/** Filter, order-by existence and cursor bounds: whether `doc` belongs to the unlimited result set. */
export function matchesQuery(query: Query, doc: StoredDoc): boolean {
  if (!inScope(query, doc.path)) return false;
  return matchesInScope(query, doc);
}

function matchesInScope(query: Query, doc: StoredDoc): boolean {
  for (const order of query.orderBy) {
    if (!order.path.isKey && fieldValue(doc, order.path) === undefined) return false;
  }
  // Checked per document over whole collections: no iterator when there is nothing to check.
  const required = query.requiredFields;
  for (let i = 0; i < required.length; i++) {
    if (fieldValue(doc, required[i] as FieldPath) === undefined) return false;
  }
  if (query.filter && !matchesFilter(doc, query.filter)) return false;
  if (query.startAt && !afterStart(query.startAt, query.orderBy, doc)) return false;
  if (query.endAt && !beforeEnd(query.endAt, query.orderBy, doc)) return false;
  return true;
}

/** The document compared with a cursor over the order-by prefix (direction applied). */
function compareToCursor(bound: Bound, orderBy: Order[], doc: StoredDoc): number {
  for (let i = 0; i < bound.values.length; i++) {
    const order = orderBy[i] as Order;
    const c = compareValues(fieldValue(doc, order.path) as Value, bound.values[i] as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

function afterStart(bound: Bound, orderBy: Order[], doc: StoredDoc): boolean {
  const c = compareToCursor(bound, orderBy, doc);
  return bound.before ? c >= 0 : c > 0;
}

function beforeEnd(bound: Bound, orderBy: Order[], doc: StoredDoc): boolean {
  const c = compareToCursor(bound, orderBy, doc);
  return bound.before ? c < 0 : c <= 0;
}

/** The query's order over documents (order-by values, then as the last order says). */
export function compareDocuments(orderBy: Order[], a: StoredDoc, b: StoredDoc): number {
  for (const order of orderBy) {
    const c = order.path.isKey
      ? compareSegmentLists(a.segments, b.segments)
      : compareValues(fieldValue(a, order.path) as Value, fieldValue(b, order.path) as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/** Orders only by the key: a single collection's cached key order can be used as is. */
function keyOrderOnly(query: Query): boolean {
  return query.orderBy.length === 1 && (query.orderBy[0] as Order).path.isKey;
}

/** Candidate documents in scope as groups to iterate (current state). */
function candidateGroups(db: DatabaseState, query: Query): Iterable<StoredDoc>[] {
  if (!query.allDescendants) {
    const collectionPath =
      query.parentPath === '' ? query.collectionId : `${query.parentPath}/${query.collectionId}`;
    const collection = db.collections.get(collectionPath);
    if (!collection) return [];
    return [keyOrderOnly(query) ? collection.sorted() : collection.docs.values()];
  }
  const prefix = query.parentPath === '' ? '' : `${query.parentPath}/`;
  const collections =
    query.collectionId === ''
      ? db.collections.values()
      : (db.groups.get(query.collectionId) ?? new Set()).values();
  const groups: Iterable<StoredDoc>[] = [];
  for (const collection of collections) {
    if (collection.path.startsWith(prefix)) groups.push(collection.docs.values());
  }
  return groups;
}

/** Candidate documents in scope, as of `readTime` when given. */
function candidates(db: DatabaseState, query: Query, readTime: bigint | undefined): Iterable<StoredDoc>[] {
  return readTime === undefined ? candidateGroups(db, query) : [candidatesAt(db, query, readTime)];
}

/** Current documents with every path changed since `readTime` replaced by its state at that time. */
function candidatesAt(db: DatabaseState, query: Query, readTime: bigint): StoredDoc[] {
  const current = new Map<string, StoredDoc>();
  for (const group of candidateGroups(db, query)) {
    for (const doc of group) {
      if (doc.updateTime <= readTime) current.set(doc.path, doc);
    }
  }
  for (const path of db.pathsChangedSince(readTime)) {
    if (!inScope(query, path)) continue;
    const past = db.getAt(path, readTime);
    if (past) current.set(path, past);
    else current.delete(path);
  }
  return [...current.values()];
}

/** The full result: matching documents in order, after offset and limit. */
export function executeQuery(db: DatabaseState, query: Query, readTime?: bigint): StoredDoc[] {
  if (query.findNearest) {
    const matches: StoredDoc[] = [];
    for (const group of candidates(db, query, readTime)) {
      for (const doc of group) if (!query.filter || matchesFilter(doc, query.filter)) matches.push(doc);
    }
    return nearest(matches, query.findNearest);
  }
  const limit = query.limit ?? Infinity;
  if (limit === 0) return [];
  const presorted = readTime === undefined && !query.allDescendants && keyOrderOnly(query);
  const wanted = query.offset + limit;
  const results: StoredDoc[] = [];
  const stopEarly = presorted && !(query.orderBy[0] as Order).descending;
  scan: for (const group of candidates(db, query, readTime)) {
    for (const doc of group) {
      if (!matchesInScope(query, doc)) continue;
      results.push(doc);
      // In ascending key order the first `offset + limit` matches are the answer.
      if (stopEarly && results.length >= wanted) break scan;
    }
  }
  if (presorted) {
    if ((query.orderBy[0] as Order).descending) results.reverse();
    return results.slice(query.offset, query.offset + limit);
  }
  return firstByOrder(results, query.orderBy, wanted).slice(query.offset, query.offset + limit);
}

/** A document with its order-by values, read once rather than once per comparison. */
interface Decorated {
  doc: StoredDoc;
  keys: (Value | null)[];
}

function decorate(doc: StoredDoc, orderBy: Order[]): Decorated {
  return { doc, keys: orderBy.map((o) => (o.path.isKey ? null : (fieldValue(doc, o.path) as Value))) };
}

function compareDecorated(a: Decorated, b: Decorated, orderBy: Order[]): number {
  for (let i = 0; i < orderBy.length; i++) {
    const order = orderBy[i] as Order;
    const c = order.path.isKey
      ? compareSegmentLists(a.doc.segments, b.doc.segments)
      : compareValues(a.keys[i] as Value, b.keys[i] as Value);
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

/**
 * The first `count` of `docs` in query order. A limited query over many matches (a page of 26 out of
 * 100,000) keeps only the best `count` seen so far, in order: most documents are turned away by one
 * comparison with the worst kept, where sorting all of them costs n·log n comparisons. An index does
 * this job in Firestore; docs/emulator.md#query-semantics.
 */
function firstByOrder(docs: StoredDoc[], orderBy: Order[], count: number): StoredDoc[] {
  if (count * SELECT_BELOW_SHARE >= docs.length) return sortByOrder(docs, orderBy).slice(0, count);
  const kept: Decorated[] = [];
  for (const doc of docs) {
    const entry = decorate(doc, orderBy);
    const worst = kept[kept.length - 1];
    if (kept.length === count && worst && compareDecorated(entry, worst, orderBy) >= 0) continue;
    // After every kept entry that is not greater: equal entries keep the order they came in.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compareDecorated(kept[middle] as Decorated, entry, orderBy) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, entry);
    if (kept.length > count) kept.pop();
  }
  return kept.map((entry) => entry.doc);
}

/** Below this share of the matches (count × share < matches), keeping the best beats sorting all. */
const SELECT_BELOW_SHARE = 8;

/** Decorate-sort-undecorate: each document's order-by values are read once, not once per comparison. */
function sortByOrder(docs: StoredDoc[], orderBy: Order[]): StoredDoc[] {
  const decorated = docs.map((doc) => decorate(doc, orderBy));
  decorated.sort((a, b) => compareDecorated(a, b, orderBy));
  return decorated.map((d) => d.doc);
}
