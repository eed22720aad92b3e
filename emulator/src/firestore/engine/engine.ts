import type { Authorizer, FirestoreEngine, JsonObject, RequestContext } from '../api.ts';
import { EngineCore, type Change } from './core.ts';
import { guarded, invalidArgument } from './errors.ts';
import { isObject } from './json.ts';
import { ListenSession } from './listen.ts';
import { parseDatabase } from './paths.ts';
import { publish } from './publish.ts';
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

type Handler<T> = (core: EngineCore, ctx: RequestContext, request: JsonObject) => T;

/** The FirestoreEngine (api.ts): one instance holds every (project, database). */
export function createFirestoreEngine(options: EngineOptions = {}): FirestoreEngine {
  const core = new EngineCore(options.clock);
  const rpc =
    <T>(handler: Handler<T>) =>
    (ctx: RequestContext, request: JsonObject): T =>
      guarded(() => {
        if (!isObject(request)) throw invalidArgument('Malformed request: expected a JSON object');
        return handler(core, ctx, request);
      });
  return {
    getDocument: rpc(getDocument),
    batchGetDocuments: rpc(batchGetDocuments),
    runQuery: rpc(runQuery),
    runAggregationQuery: rpc(runAggregationQuery),
    beginTransaction: rpc(beginTransaction),
    rollback: rpc(rollback),
    commit: rpc(commit),
    batchWrite: rpc(batchWrite),
    listCollectionIds: rpc(listCollectionIds),
    listDocuments: rpc(listDocuments),
    createDocument: rpc(createDocument),
    updateDocument: rpc(updateDocument),
    deleteDocument: rpc(deleteDocument),
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
    rulesChanged: (projectId) => {
      for (const observer of [...core.observers]) observer.onRulesChanged?.(projectId);
    },
    readStats: () => core.reads.snapshot(),
    resetReadStats: () => {
      core.reads.reset();
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
