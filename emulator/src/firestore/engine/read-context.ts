import type { JsonObject, JsonValue, RequestContext } from '../api.ts';
import type { EngineCore } from './core.ts';
import type { StoredDoc } from './document.ts';
import { aborted, invalidArgument } from './errors.ts';
import { FieldPath } from './field-path.ts';
import { arrayField, field, isObject, objectField, stringField } from './json.ts';
import { formatTimestamp, parseTimestamp } from './time.ts';
import type { Transaction } from './transactions.ts';

/**
 * The consistency selector shared by every read RPC: `transaction` (read inside it), `newTransaction`
 * (begin one; its id goes on the first response) or `readTime` (read the past), else current data.
 */
export class ReadContext {
  private constructor(
    private readonly core: EngineCore,
    private readonly ctx: RequestContext,
    /** Read documents as of this time; undefined = current state. */
    readonly snapshotTime: bigint | undefined,
    /** What responses report as `readTime`. */
    readonly readTime: string,
    readonly transaction: Transaction | undefined,
    /** Set when this request began the transaction: its id goes on the first response. */
    readonly newTransactionId: string | undefined,
  ) {}

  static resolve(core: EngineCore, ctx: RequestContext, database: string, request: JsonObject): ReadContext {
    const txId = stringField(request, 'transaction');
    const newTx = field(request, 'newTransaction');
    const readTimeJson = field(request, 'readTime');
    if ([txId, newTx, readTimeJson].filter((x) => x !== undefined).length > 1) {
      throw invalidArgument('Only one of transaction, newTransaction and readTime may be set');
    }
    let tx: Transaction | undefined;
    let newId: string | undefined;
    if (txId !== undefined) {
      tx = core.transactions.get(database, txId);
      if (tx.abortedBecause !== undefined) throw aborted(tx.abortedBecause);
    } else if (newTx !== undefined) {
      tx = core.transactions.begin(database, isObject(newTx) ? newTx : undefined);
      newId = tx.id;
    }
    let snapshot: bigint | undefined = tx?.readTime;
    if (readTimeJson !== undefined) snapshot = parseTimestamp(readTimeJson, 'readTime');
    const readTime = snapshot ?? core.clock.readTime();
    return new ReadContext(core, ctx, snapshot, formatTimestamp(readTime), tx, newId);
  }

  /**
   * Runs `read` once the documents at `paths` are locked for a read-write transaction (locks.ts):
   * synchronously unless another transaction holds one of them, then when it is released, so `read`
   * sees the latest committed version. Other reads never lock.
   */
  afterLocks<T>(paths: readonly string[], read: () => T): T | Promise<T> {
    const tx = this.lockingTransaction();
    const pending = tx && this.core.transactions.locks.acquire(tx, paths);
    return pending ? this.endOnFailure(pending.then(read)) : read();
  }

  /**
   * Runs a query until every document it returns is locked for a read-write transaction: after a wait
   * the results may differ, so it runs again (documents that start to match later are not locked).
   */
  lockResults(run: () => StoredDoc[]): StoredDoc[] | Promise<StoredDoc[]> {
    const docs = run();
    const tx = this.lockingTransaction();
    const pending =
      tx &&
      this.core.transactions.locks.acquire(
        tx,
        docs.map((doc) => doc.path),
      );
    return pending ? this.endOnFailure(pending.then(() => this.lockResults(run))) : docs;
  }

  /**
   * Every document a read RPC serves passes here: it is counted (read-stats.ts) and, inside a read-write
   * transaction, remembered for the commit-time check.
   */
  recordRead(path: string, doc: StoredDoc | undefined): void {
    if (doc) this.core.reads.record(this.ctx);
    this.transaction?.recordRead(path, doc);
  }

  private lockingTransaction(): Transaction | undefined {
    const tx = this.transaction;
    return tx && !tx.readOnly && this.snapshotTime === undefined ? tx : undefined;
  }

  /** A request that began the transaction and failed leaves the client no id to end it with: end it here. */
  private endOnFailure<T>(result: Promise<T>): Promise<T> {
    const tx = this.transaction;
    if (this.newTransactionId === undefined || !tx) return result;
    return result.catch((error: unknown) => {
      this.core.transactions.finish(tx);
      throw error;
    });
  }

  /** Decorates the first response of a stream with the new transaction id. */
  firstResponse(response: JsonObject): JsonObject {
    return this.newTransactionId === undefined
      ? response
      : { transaction: this.newTransactionId, ...response };
  }
}

/** A DocumentMask (`{fieldPaths: [...]}`) as field paths; undefined when absent (all fields). */
export function parseMask(mask: JsonValue | undefined): FieldPath[] | undefined {
  if (!isObject(mask)) return undefined;
  return arrayField(mask, 'fieldPaths').map((p) => {
    if (typeof p !== 'string') throw invalidArgument('Invalid mask.fieldPaths entry');
    return FieldPath.parse(p);
  });
}

export function maskOf(request: JsonObject): FieldPath[] | undefined {
  return parseMask(objectField(request, 'mask'));
}
