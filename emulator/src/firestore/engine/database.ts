import type { StoredDoc } from './document.ts';
import { compareSegments, parentAndId } from './paths.ts';

/**
 * Up to this size the sorted ids are patched in place on insert/delete (a short memmove); beyond it
 * they are dropped and re-sorted on the next key-ordered read, so bulk loads into big collections
 * don't pay a large memmove per document.
 */
const SPLICE_LIMIT = 10_000;

/** Documents of one collection (one parent path + collection id), with a lazily built sorted id list. */
export class Collection {
  readonly docs = new Map<string, StoredDoc>();
  private sortedIds: string[] | null = null;

  constructor(
    /** Path of the collection below `/documents/`, e.g. `rooms/r1/messages`. */
    readonly path: string,
    readonly id: string,
  ) {}

  set(id: string, doc: StoredDoc): void {
    if (!this.docs.has(id) && this.sortedIds) {
      if (this.sortedIds.length > SPLICE_LIMIT) this.sortedIds = null;
      else this.sortedIds.splice(this.position(id), 0, id);
    }
    this.docs.set(id, doc);
  }

  delete(id: string): void {
    if (this.docs.delete(id) && this.sortedIds) {
      if (this.sortedIds.length > SPLICE_LIMIT) this.sortedIds = null;
      else this.sortedIds.splice(this.position(id), 1);
    }
  }

  /** Where `id` is or would go in the sorted ids (kept up to date once built, not rebuilt per insert). */
  private position(id: string): number {
    const ids = this.sortedIds as string[];
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compareSegments(ids[mid] as string, id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Documents in key order; the id order is built on first use and then maintained. */
  *sorted(): Generator<StoredDoc> {
    this.sortedIds ??= [...this.docs.keys()].sort(compareSegments);
    for (const id of this.sortedIds) {
      const doc = this.docs.get(id);
      if (doc) yield doc;
    }
  }
}

/** Upper bound on retained superseded versions per database. */
const MAX_HISTORY_ENTRIES = 50_000;

/** "Before time `at`, the document at `path` was `previous`" (null: it did not exist). */
interface HistoryEntry {
  at: bigint;
  previous: StoredDoc | null;
}

/**
 * All documents of one database (`projects/{p}/databases/{d}`). Documents live only in their
 * collection's map (one entry per document keeps memory low); collection-group queries find their
 * collections through `groups`. Superseded versions are kept for `retentionMicros` so reads at a past
 * readTime (read-only transactions, `readTime` reads) see the state as of that time.
 */
export class DatabaseState {
  readonly collections = new Map<string, Collection>();
  readonly groups = new Map<string, Set<Collection>>();
  private readonly history = new Map<string, HistoryEntry[]>();
  private readonly historyQueue: { at: bigint; path: string }[] = [];
  private historyHead = 0;

  constructor(readonly name: string) {}

  get(path: string): StoredDoc | undefined {
    const { parent, id } = parentAndId(path);
    return this.collections.get(parent)?.docs.get(id);
  }

  /** Stores `doc` (or deletes `path` when null) as of commit time `at`, remembering what it replaced. */
  put(path: string, doc: StoredDoc | null, at: bigint, keepHistory: boolean): void {
    const { parent, id } = parentAndId(path);
    let collection = this.collections.get(parent);
    const previous = collection?.docs.get(id) ?? null;
    // Creations need no entry: a version whose updateTime is after the read time was not there yet.
    if (keepHistory && previous) this.remember(path, at, previous);
    if (doc) {
      if (!collection) {
        collection = new Collection(parent, parentAndId(parent).id);
        this.collections.set(parent, collection);
        let group = this.groups.get(collection.id);
        if (!group) this.groups.set(collection.id, (group = new Set()));
        group.add(collection);
      }
      collection.set(id, doc);
    } else if (collection) {
      collection.delete(id);
      if (collection.docs.size === 0) {
        this.collections.delete(parent);
        const group = this.groups.get(collection.id);
        group?.delete(collection);
        if (group?.size === 0) this.groups.delete(collection.id);
      }
    }
  }

  private remember(path: string, at: bigint, previous: StoredDoc | null): void {
    let entries = this.history.get(path);
    if (!entries) this.history.set(path, (entries = []));
    entries.push({ at, previous });
    this.historyQueue.push({ at, path });
  }

  /**
   * Drops history older than `before` (no reader can ask for it any more), and the oldest entries
   * beyond MAX_HISTORY_ENTRIES so that a long write-heavy run does not keep every old version: a read
   * further back than what is kept sees the oldest kept state (a documented approximation).
   */
  prune(before: bigint): void {
    const queue = this.historyQueue;
    while (
      this.historyHead < queue.length &&
      ((queue[this.historyHead] as { at: bigint }).at < before ||
        queue.length - this.historyHead > MAX_HISTORY_ENTRIES)
    ) {
      const { path } = queue[this.historyHead++] as { path: string };
      const entries = this.history.get(path);
      entries?.shift();
      if (entries?.length === 0) this.history.delete(path);
    }
    if (this.historyHead > 1024 && this.historyHead * 2 > queue.length) {
      queue.splice(0, this.historyHead);
      this.historyHead = 0;
    }
  }

  /** The document at `path` as of `readTime` (undefined: current state). */
  getAt(path: string, readTime: bigint | undefined): StoredDoc | undefined {
    const current = this.get(path);
    if (readTime === undefined) return current;
    let state: StoredDoc | null = current ?? null;
    const entries = this.history.get(path);
    if (entries) {
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i] as HistoryEntry;
        if (readTime >= entry.at) break;
        state = entry.previous;
      }
    }
    // A version written after readTime with no older entry means the document did not exist then.
    return state && state.updateTime <= readTime ? state : undefined;
  }

  /**
   * Paths whose state changed after `readTime` and are not (or not as then) among the current documents:
   * updated or deleted ones. Documents created after it are current documents with a later updateTime.
   */
  *pathsChangedSince(readTime: bigint): Generator<string> {
    for (const [path, entries] of this.history) {
      const last = entries[entries.length - 1];
      if (last && last.at > readTime) yield path;
    }
  }

  clearHistory(): void {
    this.history.clear();
    this.historyQueue.length = 0;
    this.historyHead = 0;
  }
}
