/**
 * The browser side of the conformance tests: the official `firebase` SDK, unmodified, talking to the
 * emulator over WebChannel (Listen/Write) and REST (transactions, aggregations). Bundled by esbuild and
 * driven from Node through `globalThis.firestorePage` (see protocol.ts).
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  Timestamp,
  addDoc,
  arrayRemove,
  arrayUnion,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type DocumentSnapshot,
  type FirestoreError,
  type QuerySnapshot,
  type Firestore,
  type Query,
  type WhereFilterOp,
} from 'firebase/firestore';
import type { CallOutcome, ClientOptions, FirestorePage, QuerySpec, WireSnapshot } from './protocol.ts';

const clients = new Map<string, Firestore>();
const listeners = new Map<string, Recording>();
let nextListener = 0;

function db(client: string): Firestore {
  const firestore = clients.get(client);
  if (!firestore) throw new Error(`No client ${client}; call init first`);
  return firestore;
}

/** Tagged wire values → SDK FieldValues (recursively, so sentinels may sit in nested maps). */
function toFirestore(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toFirestore);
  if (value === null || typeof value !== 'object') return value;
  const tagged = value as Record<string, unknown>;
  if (tagged.$serverTimestamp === true) return serverTimestamp();
  if (typeof tagged.$increment === 'number') return increment(tagged.$increment);
  if (Array.isArray(tagged.$arrayUnion)) return arrayUnion(...(tagged.$arrayUnion as unknown[]));
  if (Array.isArray(tagged.$arrayRemove)) return arrayRemove(...(tagged.$arrayRemove as unknown[]));
  if (tagged.$delete === true) return deleteField();
  return Object.fromEntries(Object.entries(tagged).map(([key, inner]) => [key, toFirestore(inner)]));
}

/** SDK values → JSON: Timestamps become `{$timestamp: millis}`. */
function toWire(value: unknown): unknown {
  if (value instanceof Timestamp) return { $timestamp: value.toMillis() };
  if (Array.isArray(value)) return value.map(toWire);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toWire(inner)]));
}

function wireData(data: DocumentData | undefined): Record<string, unknown> {
  return toWire(data ?? {}) as Record<string, unknown>;
}

function buildQuery(client: string, spec: QuerySpec): Query {
  const constraints = [
    ...(spec.where ?? []).map(([field, op, value]) => where(field, op as WhereFilterOp, value)),
    ...(spec.orderBy ?? []).map(([field, direction]) => orderBy(field, direction)),
    ...(spec.limit === undefined ? [] : [limit(spec.limit)]),
  ];
  return query(collection(db(client), spec.collection), ...constraints);
}

async function incrementInTransaction(
  client: string,
  path: string,
  field: string,
  by: number,
): Promise<number> {
  const ref = doc(db(client), path);
  return runTransaction(db(client), async (transaction) => {
    const snapshot = await transaction.get(ref);
    const current = snapshot.exists() ? Number(snapshot.get(field) ?? 0) : 0;
    transaction.set(ref, { [field]: current + by }, { merge: true });
    return current + by;
  });
}

interface Recording {
  snapshots: WireSnapshot[];
  error: string | null;
  stop: () => void;
}

/** A new listener record; its snapshots and error are read back by the test. Ids name their client. */
function newRecording(client: string): [string, Recording] {
  const id = `${client}#${nextListener++}`;
  const recording: Recording = { snapshots: [], error: null, stop: () => undefined };
  listeners.set(id, recording);
  return [id, recording];
}

function recordError(recording: Recording): (error: FirestoreError) => void {
  return (error) => {
    recording.error = `${error.code}: ${error.message}`;
  };
}

function querySnapshotToWire(snapshot: QuerySnapshot): WireSnapshot {
  return {
    docs: snapshot.docs.map((d) => ({ id: d.id, data: wireData(d.data()) })),
    changes: snapshot.docChanges().map((change) => ({ type: change.type, id: change.doc.id })),
    fromCache: snapshot.metadata.fromCache,
    hasPendingWrites: snapshot.metadata.hasPendingWrites,
  };
}

function documentSnapshotToWire(snapshot: DocumentSnapshot): WireSnapshot {
  return {
    docs: snapshot.exists() ? [{ id: snapshot.id, data: wireData(snapshot.data()) }] : [],
    changes: [],
    fromCache: snapshot.metadata.fromCache,
    hasPendingWrites: snapshot.metadata.hasPendingWrites,
  };
}

const page: FirestorePage = {
  async init(client: string, options: ClientOptions) {
    const app = initializeApp({ projectId: options.projectId, apiKey: 'fake-api-key' }, client);
    const firestore = initializeFirestore(
      app,
      options.longPolling ? { experimentalForceLongPolling: true } : {},
    );
    connectFirestoreEmulator(
      firestore,
      options.host,
      options.port,
      options.uid ? { mockUserToken: { user_id: options.uid, sub: options.uid } } : {},
    );
    clients.set(client, firestore);
    await Promise.resolve();
  },
  async setDoc(client, path, data, merge = false) {
    await setDoc(doc(db(client), path), toFirestore(data) as DocumentData, { merge });
  },
  async updateDoc(client, path, data) {
    await updateDoc(doc(db(client), path), toFirestore(data) as DocumentData);
  },
  async deleteDoc(client, path) {
    await deleteDoc(doc(db(client), path));
  },
  async addDoc(client, path, data) {
    const ref = await addDoc(collection(db(client), path), toFirestore(data) as DocumentData);
    return ref.id;
  },
  async getDoc(client, path) {
    const snapshot = await getDoc(doc(db(client), path));
    return { exists: snapshot.exists(), data: snapshot.exists() ? wireData(snapshot.data()) : null };
  },
  async getDocs(client, spec) {
    const snapshot = await getDocs(buildQuery(client, spec));
    return snapshot.docs.map((d) => ({ id: d.id, data: wireData(d.data()) }));
  },
  async count(client, spec) {
    const snapshot = await getCountFromServer(buildQuery(client, spec));
    return snapshot.data().count;
  },
  async batch(client, ops) {
    const batch = writeBatch(db(client));
    for (const op of ops) {
      const ref = doc(db(client), op.path);
      if (op.op === 'set') batch.set(ref, toFirestore(op.data) as DocumentData);
      else if (op.op === 'update') batch.update(ref, toFirestore(op.data) as DocumentData);
      else batch.delete(ref);
    }
    await batch.commit();
  },
  incrementInTransaction,
  async transfer(client, from, to, amount) {
    const fromRef = doc(db(client), from);
    const toRef = doc(db(client), to);
    await runTransaction(db(client), async (transaction) => {
      const [source, target] = [await transaction.get(fromRef), await transaction.get(toRef)];
      const available = Number(source.get('balance') ?? 0);
      if (available < amount) throw new Error('insufficient funds');
      transaction.update(fromRef, { balance: available - amount });
      transaction.set(toRef, { balance: Number(target.get('balance') ?? 0) + amount });
    });
  },
  async concurrentIncrements(client, path, field, n) {
    return Promise.all(Array.from({ length: n }, () => incrementInTransaction(client, path, field, 1)));
  },
  async listenQuery(client, spec, includeMetadataChanges = false) {
    const [id, recording] = newRecording(client);
    recording.stop = onSnapshot(
      buildQuery(client, spec),
      { includeMetadataChanges },
      (snapshot) => recording.snapshots.push(querySnapshotToWire(snapshot)),
      recordError(recording),
    );
    return Promise.resolve(id);
  },
  async listenDoc(client, path, includeMetadataChanges = false) {
    const [id, recording] = newRecording(client);
    recording.stop = onSnapshot(
      doc(db(client), path),
      { includeMetadataChanges },
      (snapshot) => recording.snapshots.push(documentSnapshotToWire(snapshot)),
      recordError(recording),
    );
    return Promise.resolve(id);
  },
  async snapshots(listener) {
    return Promise.resolve(listeners.get(listener)?.snapshots ?? []);
  },
  async listenerError(listener) {
    return Promise.resolve(listeners.get(listener)?.error ?? null);
  },
  async unlisten(listener) {
    listeners.get(listener)?.stop();
    listeners.delete(listener);
    await Promise.resolve();
  },
};

/** Runs one page function and reports its value or the FirestoreError it failed with. */
async function call(method: keyof FirestorePage, args: unknown[]): Promise<CallOutcome> {
  try {
    const value: unknown = await Reflect.apply(page[method], page, args);
    return { ok: true, value };
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { ok: false, code: code ?? 'unknown', message: message ?? String(error) };
  }
}

/** Deletes every app (the test calls it before closing the page so channels terminate cleanly). */
async function shutdown(): Promise<void> {
  for (const firestore of clients.values()) await deleteApp(firestore.app);
  clients.clear();
}

Object.assign(globalThis, { firestorePage: { call, shutdown } });
