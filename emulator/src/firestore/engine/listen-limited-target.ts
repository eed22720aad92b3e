import type { Change, QueryMemo } from './core.ts';
import type { DatabaseState } from './database.ts';
import type { StoredDoc } from './document.ts';
import { QueryTarget, type TargetDelta } from './listen-target.ts';
import { compareDocuments, executeQuery, inScope, matchesQuery } from './query-run.ts';

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
