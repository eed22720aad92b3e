import type { Authorizer, FirestoreEngine, JsonObject } from '../api.ts';
import { publish } from './commit.ts';
import { EngineCore, type Change } from './core.ts';
import { ListenSession } from './listen.ts';
import { parseDatabase } from './paths.ts';
import { runAggregationQuery, runQuery } from './query-rpc.ts';
import { batchGetDocuments, getDocument, listCollectionIds, listDocuments } from './reads.ts';
import { exportSnapshot, importSnapshot } from './snapshot.ts';
import {
  batchWrite,
  beginTransaction,
  commit,
  createDocument,
  deleteDocument,
  rollback,
  updateDocument,
} from './write-rpc.ts';
import { WriteSession } from './write-stream.ts';

export interface EngineOptions {
  /** Source of "now" in microseconds since the epoch (tests pass a fake clock). */
  clock?: () => bigint;
}

/** The FirestoreEngine (api.ts): one instance holds every (project, database). */
export function createFirestoreEngine(options: EngineOptions = {}): FirestoreEngine {
  const core = new EngineCore(options.clock);
  return {
    getDocument: (ctx, request) => getDocument(core, ctx, request),
    batchGetDocuments: (ctx, request) => batchGetDocuments(core, ctx, request),
    runQuery: (ctx, request) => runQuery(core, ctx, request),
    runAggregationQuery: (ctx, request) => runAggregationQuery(core, ctx, request),
    beginTransaction: (ctx, request) => beginTransaction(core, ctx, request),
    rollback: (ctx, request) => rollback(core, ctx, request),
    commit: (ctx, request) => commit(core, ctx, request),
    batchWrite: (ctx, request) => batchWrite(core, ctx, request),
    listCollectionIds: (ctx, request) => listCollectionIds(core, ctx, request),
    listDocuments: (ctx, request) => listDocuments(core, ctx, request),
    createDocument: (ctx, request) => createDocument(core, ctx, request),
    updateDocument: (ctx, request) => updateDocument(core, ctx, request),
    deleteDocument: (ctx, request) => deleteDocument(core, ctx, request),
    openListen: (ctx, sink) => new ListenSession(core, ctx, sink),
    openWrite: (ctx, sink) => new WriteSession(core, ctx, sink),
    clear: (database) => {
      clearDatabase(core, database);
    },
    onCommit: (listener) => {
      core.commitListeners.add(listener);
      return () => core.commitListeners.delete(listener);
    },
    setAuthorizer: (authorizer: Authorizer) => {
      core.authorizer = authorizer;
    },
    exportData: (): JsonObject => exportSnapshot(core),
    importData: (data) => {
      importSnapshot(core, data);
    },
  };
}

/** Deletes every document of one database as one commit: listeners see deletes, no onCommit events. */
function clearDatabase(core: EngineCore, database: string): void {
  const db = core.databases.get(parseDatabase(database));
  if (!db) return;
  const changes: Change[] = [];
  for (const collection of db.collections.values()) {
    for (const doc of collection.docs.values()) changes.push({ path: doc.path, before: doc, after: null });
  }
  if (changes.length === 0) return;
  const commitTime = core.clock.nextCommitTime();
  for (const change of changes) db.put(change.path, null, commitTime, true);
  publish(core, database, changes, commitTime, false);
}
