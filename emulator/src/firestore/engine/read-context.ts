import type { JsonObject, JsonValue, RequestContext } from '../api.ts';
import type { EngineCore } from './core.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument } from './errors.ts';
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
    /** Read documents as of this time; undefined = current state. */
    readonly snapshotTime: bigint | undefined,
    /** What responses report as `readTime`. */
    readonly readTime: string,
    readonly transaction: Transaction | undefined,
    /** Set when this request began the transaction: its id goes on the first response. */
    readonly newTransactionId: string | undefined,
  ) {}

  static resolve(core: EngineCore, _ctx: RequestContext, database: string, request: JsonObject): ReadContext {
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
    } else if (newTx !== undefined) {
      tx = core.transactions.begin(database, isObject(newTx) ? newTx : undefined);
      newId = tx.id;
    }
    let snapshot: bigint | undefined = tx?.readTime;
    if (readTimeJson !== undefined) snapshot = parseTimestamp(readTimeJson, 'readTime');
    const readTime = snapshot ?? core.clock.readTime();
    return new ReadContext(snapshot, formatTimestamp(readTime), tx, newId);
  }

  /** Remembers a document version read inside a read-write transaction (for the commit-time check). */
  recordRead(path: string, doc: StoredDoc | undefined): void {
    this.transaction?.recordRead(path, doc);
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
