import type { JsonObject, RequestContext } from '../api.ts';
import type { Change, EngineCore, QueryMemo } from './core.ts';
import type { DatabaseState } from './database.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { arrayField, objectField, requireString } from './json.ts';
import { parseDocumentName } from './paths.ts';
import { parseQuery, type Query } from './query.ts';
import { compareDocuments, executeQuery, inScope, matchesQuery } from './query-run.ts';

/** How one commit moved documents in and out of a target. */
export interface TargetDelta {
  /** Documents that entered the target or changed inside it. */
  upserts: StoredDoc[];
  /** Paths that left the target (deleted or no longer matching). */
  removals: string[];
}

/**
 * One Listen target (a query or a set of document names) and the result set last sent for it, so each
 * commit produces exactly the difference the client must apply.
 */
export abstract class ListenTarget {
  /** path → the version last sent. */
  readonly docs = new Map<string, StoredDoc>();

  constructor(
    readonly id: number,
    readonly database: string,
  ) {}

  /** Throws RpcError (e.g. PERMISSION_DENIED) when the caller may not listen. */
  abstract authorize(core: EngineCore, ctx: RequestContext): void;
  abstract initial(db: DatabaseState): StoredDoc[];
  abstract delta(db: DatabaseState, changes: readonly Change[], memo: QueryMemo): TargetDelta;

  /** Replaces the sent set with `docs` and returns them. */
  protected reset(docs: StoredDoc[]): StoredDoc[] {
    this.docs.clear();
    for (const doc of docs) this.docs.set(doc.path, doc);
    return docs;
  }
}

/** A query without limit/offset: each change is decided by whether the document matches. */
export class QueryTarget extends ListenTarget {
  constructor(
    id: number,
    private readonly parent: string,
    private readonly structuredQuery: JsonObject,
    protected readonly query: Query,
  ) {
    super(id, query.database);
  }

  authorize(core: EngineCore, ctx: RequestContext): void {
    core.authorizer.authorizeList(ctx, this.database, this.parent, this.structuredQuery);
  }

  initial(db: DatabaseState): StoredDoc[] {
    return this.reset(executeQuery(db, this.query));
  }

  delta(_db: DatabaseState, changes: readonly Change[], _memo: QueryMemo): TargetDelta {
    const delta: TargetDelta = { upserts: [], removals: [] };
    for (const { path, after } of changes) {
      if (!inScope(this.query, path)) continue;
      if (after !== null && matchesQuery(this.query, after)) {
        this.docs.set(path, after);
        delta.upserts.push(after);
      } else if (this.docs.delete(path)) {
        delta.removals.push(path);
      }
    }
    return delta;
  }

  /** Identifies equal queries across sessions (for the per-commit memo). */
  protected get memoKey(): string {
    return JSON.stringify([this.parent, this.structuredQuery]);
  }
}

export class DocumentsTarget extends ListenTarget {
  constructor(
    id: number,
    database: string,
    /** path → name as the client wrote it. */
    private readonly names: ReadonlyMap<string, string>,
  ) {
    super(id, database);
  }

  authorize(core: EngineCore, ctx: RequestContext): void {
    const db = core.database(this.database);
    for (const [path, name] of this.names) {
      core.authorizer.authorizeGet(ctx, this.database, name, db.get(path)?.toJson() ?? null);
    }
  }

  initial(db: DatabaseState): StoredDoc[] {
    const docs: StoredDoc[] = [];
    for (const path of this.names.keys()) {
      const doc = db.get(path);
      if (doc) docs.push(doc);
    }
    return this.reset(docs);
  }

  delta(_db: DatabaseState, changes: readonly Change[], _memo: QueryMemo): TargetDelta {
    const delta: TargetDelta = { upserts: [], removals: [] };
    for (const { path, after } of changes) {
      if (!this.names.has(path)) continue;
      if (after) {
        this.docs.set(path, after);
        delta.upserts.push(after);
      } else if (this.docs.delete(path)) {
        delta.removals.push(path);
      }
    }
    return delta;
  }

  /** Whether a commit touched one of this target's documents (rules are re-checked then). */
  touches(changes: readonly Change[]): boolean {
    return changes.some((c) => this.names.has(c.path));
  }
}

/** Builds a target from an `addTarget` message (query or documents). */
export function parseTarget(id: number, target: JsonObject, database: string): ListenTarget {
  const query = objectField(target, 'query');
  if (query) {
    const parent = requireString(query, 'parent');
    const structuredQuery = objectField(query, 'structuredQuery');
    if (!structuredQuery) throw invalidArgument('A query target needs a structuredQuery');
    const parsed = parseQuery(parent, structuredQuery);
    if (parsed.database !== database) {
      throw invalidArgument(`Query parent "${parent}" is not in the listened database "${database}"`);
    }
    const windowed = parsed.limit !== undefined || parsed.offset > 0;
    return windowed
      ? new LimitedQueryTarget(id, parent, structuredQuery, parsed)
      : new QueryTarget(id, parent, structuredQuery, parsed);
  }
  const documents = objectField(target, 'documents');
  if (documents) {
    const names = new Map<string, string>();
    for (const name of arrayField(documents, 'documents')) {
      if (typeof name !== 'string') throw invalidArgument('Invalid documents target entry');
      names.set(parseDocumentName(name, database).path, name);
    }
    return new DocumentsTarget(id, database, names);
  }
  throw invalidArgument('A target needs a query or documents');
}

/**
 * A limit (and/or offset) query: the result is a window of the ordered matches. Changes that only
 * enter the window, or move or leave it while something else can take their place inside it, are
 * applied incrementally; otherwise (a full window loses a member, offsets) the query is re-run, once
 * per commit for all listeners with the same query (QueryMemo), and diffed against what was sent.
 */
export class LimitedQueryTarget extends QueryTarget {
  /** The sent documents in query order (same set as `docs`). */
  private window: StoredDoc[] = [];

  override initial(db: DatabaseState): StoredDoc[] {
    this.window = super.initial(db);
    return this.window;
  }

  override delta(db: DatabaseState, changes: readonly Change[], memo: QueryMemo): TargetDelta {
    const delta: TargetDelta = { upserts: [], removals: [] };
    const before = new Map(this.docs);
    for (const change of changes) {
      if (!inScope(this.query, change.path)) continue;
      const matches = change.after !== null && matchesQuery(this.query, change.after);
      if (this.query.offset > 0) {
        // Documents skipped by the offset shift the window too: re-run when one matched before or after.
        const matchedBefore = change.before !== null && matchesQuery(this.query, change.before);
        if (matches || matchedBefore) return this.recompute(db, before, memo);
        continue;
      }
      if (!this.applyIncrementally(change.path, matches ? change.after : null)) {
        return this.recompute(db, before, memo);
      }
    }
    return this.diff(before, delta);
  }

  /** Updates the window for one change; false when only re-running the query can tell. */
  private applyIncrementally(path: string, doc: StoredDoc | null): boolean {
    const limit = this.query.limit ?? Infinity;
    const full = this.window.length >= limit;
    const index = this.docs.has(path) ? this.window.findIndex((d) => d.path === path) : -1;
    if (index >= 0) this.window.splice(index, 1);
    if (doc === null) {
      // Leaving a full window would need the next document from outside it.
      return index < 0 || !full;
    }
    const last = this.window[this.window.length - 1];
    if (full && last !== undefined && compareDocuments(this.query.orderBy, doc, last) > 0) {
      // Sorts after every remaining member: it (or an outside document) may be the next one.
      if (index >= 0) return false;
      return true;
    }
    if (full && last === undefined && index >= 0) return false;
    this.insertSorted(doc);
    if (this.window.length > limit) this.window.pop();
    return true;
  }

  private insertSorted(doc: StoredDoc): void {
    let lo = 0;
    let hi = this.window.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareDocuments(this.query.orderBy, this.window[mid] as StoredDoc, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    this.window.splice(lo, 0, doc);
  }

  private recompute(db: DatabaseState, before: Map<string, StoredDoc>, memo: QueryMemo): TargetDelta {
    let result = memo.get(this.memoKey);
    if (!result) memo.set(this.memoKey, (result = executeQuery(db, this.query)));
    this.window = [...result];
    return this.diff(before, { upserts: [], removals: [] });
  }

  /** Sent set := window; report what entered, changed or left since `before`. */
  private diff(before: Map<string, StoredDoc>, delta: TargetDelta): TargetDelta {
    this.reset(this.window);
    for (const path of before.keys()) {
      if (!this.docs.has(path)) delta.removals.push(path);
    }
    for (const doc of this.window) {
      if (before.get(doc.path) !== doc) delta.upserts.push(doc);
    }
    return delta;
  }
}
