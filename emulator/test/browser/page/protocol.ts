/**
 * What the test (Node) and the page (browser) exchange through page.evaluate: plain JSON only.
 * Firestore values that JSON cannot carry travel as tagged objects.
 */

/** Sentinels the page turns into FieldValues before writing. */
export type WireFieldValue =
  | { $serverTimestamp: true }
  | { $increment: number }
  | { $arrayUnion: unknown[] }
  | { $arrayRemove: unknown[] }
  | { $delete: true };

/** A Timestamp read back from Firestore, as milliseconds since the epoch. */
export interface WireTimestamp {
  $timestamp: number;
}

export interface QuerySpec {
  collection: string;
  where?: [field: string, op: string, value: unknown][];
  orderBy?: [field: string, direction: 'asc' | 'desc'][];
  limit?: number;
}

export interface ClientOptions {
  host: string;
  port: number;
  projectId: string;
  /** `experimentalForceLongPolling`: the WebChannel backchannel in long-poll mode. */
  longPolling?: boolean;
  /** Signs in as this uid with connectFirestoreEmulator's mockUserToken. */
  uid?: string;
}

export interface WireDoc {
  id: string;
  data: Record<string, unknown>;
}

export interface WireSnapshot {
  docs: WireDoc[];
  changes: { type: 'added' | 'modified' | 'removed'; id: string }[];
  fromCache: boolean;
  hasPendingWrites: boolean;
}

export type BatchOp =
  | { op: 'set'; path: string; data: Record<string, unknown> }
  | { op: 'update'; path: string; data: Record<string, unknown> }
  | { op: 'delete'; path: string };

/** The functions the page exposes as `globalThis.firestorePage`; every one is async. */
export interface FirestorePage {
  init: (client: string, options: ClientOptions) => Promise<void>;
  setDoc: (client: string, path: string, data: Record<string, unknown>, merge?: boolean) => Promise<void>;
  updateDoc: (client: string, path: string, data: Record<string, unknown>) => Promise<void>;
  deleteDoc: (client: string, path: string) => Promise<void>;
  addDoc: (client: string, collection: string, data: Record<string, unknown>) => Promise<string>;
  getDoc: (
    client: string,
    path: string,
  ) => Promise<{ exists: boolean; data: Record<string, unknown> | null }>;
  getDocs: (client: string, query: QuerySpec) => Promise<WireDoc[]>;
  count: (client: string, query: QuerySpec) => Promise<number>;
  batch: (client: string, ops: BatchOp[]) => Promise<void>;
  /** Reads `path`, adds `by` to `field` and writes it back in one runTransaction; returns the new value. */
  incrementInTransaction: (client: string, path: string, field: string, by: number) => Promise<number>;
  /** Moves `amount` from one document's `balance` to another's in one transaction. */
  transfer: (client: string, from: string, to: string, amount: number) => Promise<void>;
  /** Runs `n` incrementInTransaction calls at once; resolves with every result. */
  concurrentIncrements: (client: string, path: string, field: string, n: number) => Promise<number[]>;
  /** Records every snapshot; with `includeMetadataChanges` also those where only fromCache/hasPendingWrites change. */
  listenQuery: (client: string, query: QuerySpec, includeMetadataChanges?: boolean) => Promise<string>;
  listenDoc: (client: string, path: string, includeMetadataChanges?: boolean) => Promise<string>;
  snapshots: (listener: string) => Promise<WireSnapshot[]>;
  listenerError: (listener: string) => Promise<string | null>;
  unlisten: (listener: string) => Promise<void>;
}

/** The outcome of one page call: its value, or the FirestoreError code and message it failed with. */
export type CallOutcome = { ok: true; value: unknown } | { ok: false; code: string; message: string };
