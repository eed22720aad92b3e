import { randomBytes } from 'node:crypto';
import type { JsonObject } from '../api.ts';
import type { StoredDoc } from './document.ts';
import { aborted, invalidArgument } from './errors.ts';
import { field, isObject, objectField } from './json.ts';
import { LockManager, type LockWaiter } from './locks.ts';
import { parseTimestamp } from './time.ts';

/**
 * Server-side (Admin SDK style) transactions, docs/emulator.md#transactions. A read-write transaction locks
 * every document it reads (locks.ts), so other such transactions wait for it rather than conflict. Writers
 * that take no locks (plain commits, web-SDK transactions) can still change a locked document, so it
 * also records the version of every document it reads and its commit fails with ABORTED when any has
 * changed since (both SDKs retry). Commits run synchronously on the one JS thread, so checking and
 * applying cannot interleave with another commit.
 */
export class Transaction {
  /** path → updateTime read (0n: read as missing). Only the first read of each document counts. */
  readonly reads = new Map<string, bigint>();
  /** Lock keys held (locks.ts), and the reads waiting for a lock. */
  readonly locks = new Set<string>();
  readonly waits = new Set<LockWaiter>();
  /** Set when the lock manager aborted it (deadlock, waited too long): reads and commit fail ABORTED. */
  abortedBecause: string | undefined;
  lastUsed: bigint;

  constructor(
    readonly id: string,
    readonly database: string,
    /** Read-only transactions read as of this time; undefined for read-write. */
    readonly readTime: bigint | undefined,
    now: bigint,
  ) {
    this.lastUsed = now;
  }

  get readOnly(): boolean {
    return this.readTime !== undefined;
  }

  recordRead(path: string, doc: StoredDoc | undefined): void {
    if (this.readTime === undefined && !this.reads.has(path)) this.reads.set(path, doc?.updateTime ?? 0n);
  }
}

const IDLE_EXPIRY_MICROS = 60_000_000n;

export class TransactionManager {
  private readonly active = new Map<string, Transaction>();
  /** Ids that were committed or rolled back, to tell "reused" from "unknown" in the error. */
  private readonly finished = new Set<string>();
  readonly locks: LockManager;

  constructor(
    private readonly now: () => bigint,
    private readonly readTimeNow: () => bigint,
  ) {
    this.locks = new LockManager((tx) => this.expireIfIdle(tx));
  }

  /** TransactionOptions: `{readWrite: {retryTransaction?}}` (default) or `{readOnly: {readTime?}}`. */
  begin(database: string, options: JsonObject | undefined): Transaction {
    this.expireIdle();
    const readOnly = options ? objectField(options, 'readOnly') : undefined;
    let readTime: bigint | undefined;
    if (readOnly !== undefined || (options && isObject(field(options, 'readOnly')))) {
      const requested = readOnly ? field(readOnly, 'readTime') : undefined;
      readTime = requested !== undefined ? parseTimestamp(requested, 'readTime') : this.readTimeNow();
    }
    const id = randomBytes(16).toString('base64');
    const tx = new Transaction(id, database, readTime, this.now());
    this.active.set(id, tx);
    return tx;
  }

  /** The live transaction `id` of `database`, or INVALID_ARGUMENT (unknown, expired, finished). */
  get(database: string, id: string): Transaction {
    const tx = this.active.get(id);
    const now = this.now();
    if (tx && tx.database === database && now - tx.lastUsed <= IDLE_EXPIRY_MICROS) {
      tx.lastUsed = now;
      return tx;
    }
    if (tx && now - tx.lastUsed > IDLE_EXPIRY_MICROS) this.expire(tx);
    const why = this.finished.has(id)
      ? 'it was already committed or rolled back'
      : 'it is unknown or idle too long';
    throw invalidArgument(
      `Transaction ${id} is invalid (${why}): the referenced transaction has expired or is no longer valid.`,
    );
  }

  /** ABORTED when a document the transaction read has changed since it read it. */
  validate(tx: Transaction, current: (path: string) => StoredDoc | undefined): void {
    if (tx.abortedBecause !== undefined) throw aborted(tx.abortedBecause);
    for (const [path, version] of tx.reads) {
      if ((current(path)?.updateTime ?? 0n) !== version) {
        throw aborted(
          `Transaction ${tx.id} aborted: document "${path}" changed since the transaction read it. Too much contention on these documents. Please try again.`,
        );
      }
    }
  }

  finish(tx: Transaction): void {
    this.active.delete(tx.id);
    this.finished.add(tx.id);
    if (this.finished.size > 100_000) this.finished.clear();
    this.locks.releaseAll(tx);
  }

  /** The oldest read time an active read-only transaction still needs (for history pruning). */
  oldestReadTime(): bigint | undefined {
    let oldest: bigint | undefined;
    for (const tx of this.active.values()) {
      if (tx.readTime !== undefined && (oldest === undefined || tx.readTime < oldest)) oldest = tx.readTime;
    }
    return oldest;
  }

  private expireIdle(): void {
    const now = this.now();
    for (const tx of this.active.values()) this.expireIfIdle(tx, now);
  }

  /** Ends `tx` (releasing its locks) if it has been idle too long. */
  private expireIfIdle(tx: Transaction, now = this.now()): boolean {
    if (now - tx.lastUsed <= IDLE_EXPIRY_MICROS) return false;
    this.expire(tx);
    return true;
  }

  private expire(tx: Transaction): void {
    this.active.delete(tx.id);
    this.locks.releaseAll(tx);
  }
}
