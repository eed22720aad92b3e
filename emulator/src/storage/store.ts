import { randomUUID } from 'node:crypto';
import { toGcsMetadata, type GcsObjectJson } from './metadata-json.ts';
import { listNames, type ListOptions, type ListPage } from './listing.ts';
import { bumpMetageneration, type StoredObject } from './stored-object.ts';

/** What happened to an object; delivered after the change is stored (later: Functions triggers). */
export interface ObjectChangeEvent {
  kind: 'finalized' | 'deleted' | 'metadataUpdated';
  bucket: string;
  /** The object's GCS JSON resource (for `deleted`, as it was before deletion). */
  object: GcsObjectJson;
}

export type ObjectChangeListener = (event: ObjectChangeEvent) => void;

/** Lossless snapshot of every bucket (`exportData`/`importData`); bytes are standard base64. */
export interface StorageExport {
  version: 1;
  buckets: Record<string, Record<string, Omit<StoredObject, 'bytes'> & { bytes: string }>>;
}

/**
 * The in-memory object store shared by the Firebase v0 API and the GCS JSON API. It enforces no rules:
 * callers authorize first, then call the mutators, which emit change events.
 */
export class StorageStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();
  private readonly listeners = new Set<ObjectChangeListener>();

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  /** Stores a finished upload (replacing any previous generation) and emits `finalized`. */
  put(object: StoredObject): StoredObject {
    this.bucket(object.bucket).set(object.name, object);
    this.emit('finalized', object);
    return object;
  }

  /** Stores a metadata change built by patchObject and emits `metadataUpdated`. */
  replaceMetadata(object: StoredObject): StoredObject {
    this.bucket(object.bucket).set(object.name, object);
    this.emit('metadataUpdated', object);
    return object;
  }

  /** Returns false when there was nothing to delete. */
  delete(bucket: string, name: string): boolean {
    const existing = this.get(bucket, name);
    if (!existing) return false;
    this.buckets.get(bucket)?.delete(name);
    this.emit('deleted', existing);
    return true;
  }

  list(bucket: string, options: ListOptions): ListPage {
    return listNames(this.buckets.get(bucket)?.keys() ?? [], options);
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()];
  }

  /** Adds a random download token (Firebase `create_token`, or a first v0 read of a GCS upload). */
  addDownloadToken(bucket: string, name: string): StoredObject | undefined {
    const existing = this.get(bucket, name);
    if (!existing) return undefined;
    const updated = bumpMetageneration({
      ...existing,
      downloadTokens: [...existing.downloadTokens, randomUUID()],
    });
    return this.replaceMetadata(updated);
  }

  removeDownloadToken(bucket: string, name: string, token: string): StoredObject | undefined {
    const existing = this.get(bucket, name);
    if (!existing) return undefined;
    const downloadTokens = existing.downloadTokens.filter((candidate) => candidate !== token);
    return this.replaceMetadata(bumpMetageneration({ ...existing, downloadTokens }));
  }

  /** Subscribes to object changes; returns the unsubscribe function. */
  onObjectChange(listener: ObjectChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Drops every object and bucket, without events (a test reset is not a deletion). */
  reset(): void {
    this.buckets.clear();
  }

  exportData(): StorageExport {
    const buckets: StorageExport['buckets'] = {};
    for (const [bucket, objects] of this.buckets) {
      const exported: StorageExport['buckets'][string] = {};
      for (const [name, object] of objects)
        exported[name] = { ...object, bytes: object.bytes.toString('base64') };
      buckets[bucket] = exported;
    }
    return { version: 1, buckets };
  }

  /** Replaces the whole content with a snapshot from exportData (no events: nothing was uploaded). */
  importData(data: StorageExport): void {
    // Snapshots come from disk, so check the version at run time despite the static type.
    if ((data.version as number) !== 1)
      throw new Error(`Unsupported storage export version: ${String(data.version)}`);
    this.reset();
    for (const [bucket, objects] of Object.entries(data.buckets)) {
      const target = this.bucket(bucket);
      for (const [name, object] of Object.entries(objects)) {
        target.set(name, { ...object, bytes: Buffer.from(object.bytes, 'base64') });
      }
    }
  }

  private bucket(name: string): Map<string, StoredObject> {
    let objects = this.buckets.get(name);
    if (!objects) {
      objects = new Map();
      this.buckets.set(name, objects);
    }
    return objects;
  }

  private emit(kind: ObjectChangeEvent['kind'], object: StoredObject): void {
    const event: ObjectChangeEvent = { kind, bucket: object.bucket, object: toGcsMetadata(object) };
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        // A failing subscriber (e.g. trigger delivery) must never fail the client's request.
        console.error('storage emulator: object change listener failed', error);
      }
    }
  }
}
