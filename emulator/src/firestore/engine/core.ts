import type { Authorizer, DocumentChangeEvent, RequestContext } from '../api.ts';
import { DatabaseState } from './database.ts';
import type { StoredDoc } from './document.ts';
import { parseDatabase } from './paths.ts';
import { ReadStats } from './read-stats.ts';
import { CommitClock, wallClockMicros } from './time.ts';
import { TransactionManager } from './transactions.ts';

/** One document a commit changed (no-op writes are not changes). */
export interface Change {
  path: string;
  before: StoredDoc | null;
  after: StoredDoc | null;
}

/**
 * Results of queries re-run while fanning out one commit, keyed by the query's canonical JSON: many
 * listeners on the same limited query (one per client) then cost one execution, not one each.
 */
export type QueryMemo = Map<string, StoredDoc[]>;

/** Receives every commit's changes synchronously, in commit order (the Listen fan-out). */
export interface ChangeObserver {
  onChanges(database: string, changes: readonly Change[], commitTime: bigint, memo: QueryMemo): void;
  /** The rules of `projectId` were replaced: re-authorise what was authorised under the old ones. */
  onRulesChanged?(projectId: string): void;
}

/** One commit waiting to be fanned out (publish.ts). */
export interface Publication {
  database: string;
  changes: readonly Change[];
  commitTime: bigint;
  /** False for clear(): listeners see the deletes, onCommit subscribers (triggers) do not. */
  emitEvents: boolean;
}

export type CommitListener = (database: string, changes: DocumentChangeEvent[]) => void;

export const ALLOW_ALL: Authorizer = {
  authorizeGet: () => undefined,
  authorizeList: () => undefined,
  authorizeWrites: () => undefined,
};

/** How long superseded versions stay readable at a past readTime. */
export const HISTORY_RETENTION_MICROS = 120_000_000n;

/** The state every engine module shares: data, clock, transactions, rules hook and observers. */
export class EngineCore {
  readonly databases = new Map<string, DatabaseState>();
  readonly clock: CommitClock;
  readonly transactions: TransactionManager;
  authorizer: Authorizer = ALLOW_ALL;
  /** Documents served, for benchmarks (read-stats.ts). */
  readonly reads = new ReadStats();
  readonly commitListeners = new Set<CommitListener>();
  readonly observers = new Set<ChangeObserver>();
  /** Commits waiting to be fanned out, and whether a fan-out is running (see publish.ts). */
  readonly publications: Publication[] = [];
  publishing = false;

  constructor(source: () => bigint = wallClockMicros) {
    this.clock = new CommitClock(source);
    this.transactions = new TransactionManager(source, () => this.clock.readTime());
  }

  /** The state of `projects/{p}/databases/{d}`, created on first use. */
  database(name: string): DatabaseState {
    let db = this.databases.get(name);
    if (!db) {
      parseDatabase(name);
      db = new DatabaseState(name);
      this.databases.set(name, db);
    }
    return db;
  }

  /** Rules apply to everyone but the owner (Admin SDK, `Bearer owner`). */
  checksRules(ctx: RequestContext): boolean {
    return ctx.caller.kind !== 'owner';
  }

  /** Drop history no reader can ask for: older than the retention window and every read-only transaction. */
  pruneHistory(db: DatabaseState, now: bigint): void {
    let before = now - HISTORY_RETENTION_MICROS;
    const oldest = this.transactions.oldestReadTime();
    if (oldest !== undefined && oldest < before) before = oldest;
    db.prune(before);
  }
}
