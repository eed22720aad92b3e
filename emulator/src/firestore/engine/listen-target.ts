import type { JsonObject, RequestContext } from '../api.ts';
import type { Change, EngineCore } from './core.ts';
import type { DatabaseState } from './database.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
import { arrayField, objectField, requireString } from './json.ts';
import { parseDocumentName } from './paths.ts';
import { parseQuery, type Query } from './query.ts';
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
  abstract delta(db: DatabaseState, changes: readonly Change[]): TargetDelta;

  /** Replaces the sent set with `docs` and returns them. */
  protected reset(docs: StoredDoc[]): StoredDoc[] {
    this.docs.clear();
    for (const doc of docs) this.docs.set(doc.path, doc);
    return docs;
  }
}

export class QueryTarget extends ListenTarget {
  /** limit/offset results depend on other documents, so they are recomputed rather than patched. */
  private readonly windowed: boolean;

  constructor(
    id: number,
    private readonly parent: string,
    private readonly structuredQuery: JsonObject,
    private readonly query: Query,
  ) {
    super(id, query.database);
    this.windowed = query.limit !== undefined || query.offset > 0;
  }

  authorize(core: EngineCore, ctx: RequestContext): void {
    core.authorizer.authorizeList(ctx, this.database, this.parent, this.structuredQuery);
  }

  initial(db: DatabaseState): StoredDoc[] {
    return this.reset(executeQuery(db, this.query));
  }

  delta(db: DatabaseState, changes: readonly Change[]): TargetDelta {
    const delta: TargetDelta = { upserts: [], removals: [] };
    let recompute = false;
    for (const { path, after } of changes) {
      if (!inScope(this.query, path)) continue;
      const matches = after !== null && matchesQuery(this.query, after);
      if (this.windowed) {
        recompute ||= matches || this.docs.has(path);
      } else if (matches) {
        this.docs.set(path, after);
        delta.upserts.push(after);
      } else if (this.docs.delete(path)) {
        delta.removals.push(path);
      }
    }
    if (recompute) this.rewindow(db, delta);
    return delta;
  }

  /** Recompute the limited result and diff it against what was sent. */
  private rewindow(db: DatabaseState, delta: TargetDelta): void {
    const next = new Map(executeQuery(db, this.query).map((d) => [d.path, d] as const));
    for (const path of this.docs.keys()) {
      if (!next.has(path)) delta.removals.push(path);
    }
    for (const [path, doc] of next) {
      if (this.docs.get(path) !== doc) delta.upserts.push(doc);
    }
    this.reset([...next.values()]);
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

  delta(_db: DatabaseState, changes: readonly Change[]): TargetDelta {
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
    return new QueryTarget(id, parent, structuredQuery, parsed);
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
