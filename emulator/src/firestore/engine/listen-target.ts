import type { JsonObject, RequestContext } from '../api.ts';
import type { Change, EngineCore, QueryMemo } from './core.ts';
import type { DatabaseState } from './database.ts';
import type { StoredDoc } from './document.ts';
import type { Query } from './query.ts';
import { executeQuery, inScope, matchesQuery } from './query-run.ts';

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
  private key: string | undefined;

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
  get memoKey(): string {
    this.key ??= JSON.stringify([this.parent, this.structuredQuery]);
    return this.key;
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
