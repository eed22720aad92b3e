import type { RpcError } from '../api.ts';
import { aborted } from './errors.ts';
import type { Transaction } from './transactions.ts';

/**
 * Pessimistic document locks for read-write transactions (docs/emulator.md#transactions), as Cloud Firestore
 * takes them for server SDKs: the first read of a document inside such a transaction takes an exclusive lock
 * on its name (existing or not), held until the transaction commits, rolls back or expires. A reader
 * that finds the lock taken waits in a FIFO queue and then reads the latest committed version, so
 * contending transactions run one after another instead of aborting each other.
 *
 * Deadlocks are found when they form (a wait-for cycle is checked whenever a wait starts or a lock
 * changes hands) and resolved by aborting the waiter that closed the cycle; every wait is also bounded
 * (LOCK_WAIT_MS). An ABORTED transaction releases its locks at once, and the SDKs retry it.
 * Uncontended reads allocate neither promises nor timers.
 */

/** How long a read may wait for a lock before its transaction is aborted (starvation bound). */
export const LOCK_WAIT_MS = 10_000;

interface DocLock {
  /** `{database}/documents/{path}`: locks of different databases never meet. */
  readonly key: string;
  holder: Transaction;
  readonly queue: LockWaiter[];
}

/** One read waiting for one lock (a transaction may have several when a client reads concurrently). */
export interface LockWaiter {
  readonly tx: Transaction;
  readonly lock: DocLock;
  readonly resolve: () => void;
  readonly reject: (error: RpcError) => void;
  timer: NodeJS.Timeout | undefined;
}

export class LockManager {
  private readonly locks = new Map<string, DocLock>();

  constructor(
    /** Expires `tx` when it has been idle too long (releasing its locks); true when it did. */
    private readonly expireIfIdle: (tx: Transaction) => boolean,
  ) {}

  /**
   * Locks the documents `paths` (of tx's database) for `tx`, in order. Returns undefined when every lock
   * was free or already held by tx, else a promise that resolves once all are held, or rejects with
   * ABORTED (deadlock, wait too long, transaction ended meanwhile).
   */
  acquire(tx: Transaction, paths: readonly string[], from = 0): Promise<void> | undefined {
    if (tx.abortedBecause !== undefined) throw aborted(tx.abortedBecause);
    for (let i = from; i < paths.length; i++) {
      const key = `${tx.database}/documents/${paths[i] as string}`;
      const lock = this.locks.get(key);
      if (!lock) {
        this.locks.set(key, { key, holder: tx, queue: [] });
        tx.locks.add(key);
        continue;
      }
      if (lock.holder === tx) continue;
      // An abandoned holder gives way when someone needs its lock; look at this path again.
      if (this.expireIfIdle(lock.holder)) {
        i--;
        continue;
      }
      return this.wait(tx, lock).then(() => this.acquire(tx, paths, i + 1));
    }
    return undefined;
  }

  /** Releases every lock of `tx` (commit, rollback, expiry, abort); a read of it still waiting fails. */
  releaseAll(tx: Transaction): void {
    for (const waiter of [...tx.waits]) {
      this.dropWaiter(waiter);
      waiter.reject(aborted(`Transaction ${tx.id} ended while one of its reads was waiting for a lock.`));
    }
    for (const key of tx.locks) {
      const lock = this.locks.get(key);
      if (lock?.holder === tx) this.handOff(lock);
    }
    tx.locks.clear();
  }

  private wait(tx: Transaction, lock: DocLock): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: LockWaiter = { tx, lock, resolve, reject, timer: undefined };
      lock.queue.push(waiter);
      tx.waits.add(waiter);
      if (this.closesCycle(tx)) {
        this.abort(waiter, 'deadlock');
        return;
      }
      waiter.timer = setTimeout(() => {
        waiter.timer = undefined;
        if (!tx.waits.has(waiter)) return;
        // The holder may have gone idle while we waited: its expiry hands the lock on.
        if (this.expireIfIdle(lock.holder) && !tx.waits.has(waiter)) return;
        this.abort(waiter, `waited more than ${LOCK_WAIT_MS / 1000} s for a lock`);
      }, LOCK_WAIT_MS);
      waiter.timer.unref();
    });
  }

  /** Gives `lock` to the first waiter in line (and its other reads of the same document), or frees it. */
  private handOff(lock: DocLock): void {
    const next = lock.queue[0];
    if (!next) {
      this.locks.delete(lock.key);
      return;
    }
    lock.holder = next.tx;
    next.tx.locks.add(lock.key);
    for (const waiter of lock.queue.filter((w) => w.tx === next.tx)) {
      this.dropWaiter(waiter);
      waiter.resolve();
    }
    // Everyone still queued now waits for a different transaction: that edge may close a cycle.
    for (const waiter of [...lock.queue]) {
      if (waiter.tx.waits.has(waiter) && this.closesCycle(waiter.tx)) this.abort(waiter, 'deadlock');
    }
  }

  /** Whether following "waits for the holder of" edges from `start` leads back to it. */
  private closesCycle(start: Transaction): boolean {
    const seen = new Set<Transaction>();
    const pending: Transaction[] = [];
    for (const waiter of start.waits) pending.push(waiter.lock.holder);
    for (let tx = pending.pop(); tx !== undefined; tx = pending.pop()) {
      if (tx === start) return true;
      if (seen.has(tx)) continue;
      seen.add(tx);
      for (const waiter of tx.waits) pending.push(waiter.lock.holder);
    }
    return false;
  }

  /** Aborts the waiter's whole transaction: it can no longer commit, and its locks go to others now. */
  private abort(waiter: LockWaiter, why: string): void {
    const { tx } = waiter;
    this.dropWaiter(waiter);
    tx.abortedBecause = `Transaction ${tx.id} aborted (${why}): too much contention on these documents. Please try again.`;
    waiter.reject(aborted(tx.abortedBecause));
    this.releaseAll(tx);
  }

  private dropWaiter(waiter: LockWaiter): void {
    if (waiter.timer !== undefined) clearTimeout(waiter.timer);
    waiter.timer = undefined;
    waiter.tx.waits.delete(waiter);
    const index = waiter.lock.queue.indexOf(waiter);
    if (index >= 0) waiter.lock.queue.splice(index, 1);
  }
}
