import type { JsonObject, RequestContext, StreamSession, StreamSink } from '../api.ts';
import type { Change, ChangeObserver, EngineCore, QueryMemo } from './core.ts';
import type { StoredDoc } from './document.ts';
import { invalidArgument, toRpcError } from './errors.ts';
import { field, has, int32Field, objectField, requireString } from './json.ts';
import { DocumentsTarget, type ListenTarget } from './listen-target.ts';
import { parseTarget } from './listen-target-parse.ts';
import { parseDatabase } from './paths.ts';
import { formatTimestamp } from './time.ts';

/**
 * A Listen stream (docs/emulator.md#listen). For each added target: ADD, [RESET when resuming], the matching
 * documents, CURRENT with a resume token, then a target-less NO_CHANGE with readTime (the snapshot
 * marker). After every commit that affects any of the session's targets: the document changes for all
 * targets, then one target-less NO_CHANGE at the commit time — sent synchronously from within the
 * commit, so each commit arrives whole and in commit order, and no client sees a state no commit made.
 *
 * Resume strategy: a target added with a resumeToken or readTime gets RESET right after ADD and then the
 * full current result set; the SDKs drop their cached view of the target on RESET and rebuild it from
 * what follows, so documents deleted while they were away disappear and unchanged ones cause no event.
 * Resume tokens encode the snapshot time (8 bytes, big-endian µs).
 */
export class ListenSession implements StreamSession, ChangeObserver {
  private readonly targets = new Map<number, ListenTarget>();
  private ended = false;

  constructor(
    private readonly core: EngineCore,
    private readonly ctx: RequestContext,
    private readonly sink: StreamSink,
  ) {
    core.observers.add(this);
  }

  onRequest(message: JsonObject): void {
    if (this.ended) return;
    try {
      const database = parseDatabase(requireString(message, 'database'));
      const addTarget = objectField(message, 'addTarget');
      if (addTarget) this.addTarget(database, addTarget);
      else if (has(message, 'removeTarget')) this.removeTarget(int32Field(message, 'removeTarget') ?? 0);
      else throw invalidArgument('A ListenRequest needs addTarget or removeTarget');
    } catch (error) {
      this.sink.fail(toRpcError(error));
      this.end();
    }
  }

  end(): void {
    this.ended = true;
    this.targets.clear();
    this.core.observers.delete(this);
  }

  private addTarget(database: string, json: JsonObject): void {
    const id = int32Field(json, 'targetId') ?? 0;
    let target: ListenTarget;
    try {
      target = parseTarget(id, json, database);
      if (this.core.checksRules(this.ctx)) target.authorize(this.core, this.ctx);
    } catch (error) {
      this.rejectTarget(id, error);
      return;
    }
    this.targets.set(id, target);
    this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    if (field(json, 'resumeToken') !== undefined || field(json, 'readTime') !== undefined) {
      this.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    }
    const db = this.core.database(database);
    const readTime = this.core.clock.readTime();
    for (const doc of target.initial(db)) {
      this.core.reads.record(this.ctx);
      this.send({ documentChange: { document: doc.toJson(), targetIds: [id] } });
    }
    const resumeToken = encodeResumeToken(readTime);
    this.send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken } });
    this.send({
      targetChange: { targetChangeType: 'NO_CHANGE', readTime: formatTimestamp(readTime), resumeToken },
    });
  }

  /** Every remove is acknowledged by exactly one REMOVE, known target or not (the SDKs count acks). */
  private removeTarget(id: number): void {
    this.targets.delete(id);
    this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  /** A target that cannot be served: REMOVE with the cause, stream stays open. */
  private rejectTarget(id: number, error: unknown): void {
    const rpc = toRpcError(error);
    this.targets.delete(id);
    this.send({
      targetChange: {
        targetChangeType: 'REMOVE',
        targetIds: [id],
        cause: { code: rpc.code, message: rpc.message },
      },
    });
  }

  /**
   * Targets were authorised under rules now replaced (docs/emulator.md#rules-are-re-checked): each is
   * checked again, and one now denied is removed with PERMISSION_DENIED as if it had just been added.
   */
  onRulesChanged(projectId: string): void {
    if (this.ended || !this.core.checksRules(this.ctx)) return;
    const prefix = `projects/${projectId}/`;
    for (const target of [...this.targets.values()]) {
      if (!target.database.startsWith(prefix)) continue;
      try {
        target.authorize(this.core, this.ctx);
      } catch (error) {
        this.rejectTarget(target.id, error);
      }
    }
  }

  onChanges(database: string, changes: readonly Change[], commitTime: bigint, memo: QueryMemo): void {
    if (this.ended) return;
    const db = this.core.database(database);
    const perDoc = new Map<
      string,
      { doc: StoredDoc | null; targetIds: number[]; removedTargetIds: number[] }
    >();
    const entry = (path: string, doc: StoredDoc | null) => {
      let e = perDoc.get(path);
      if (!e) perDoc.set(path, (e = { doc, targetIds: [], removedTargetIds: [] }));
      return e;
    };
    let affected = false;
    for (const target of [...this.targets.values()]) {
      if (target.database !== database) continue;
      if (target instanceof DocumentsTarget && this.core.checksRules(this.ctx) && target.touches(changes)) {
        try {
          target.authorize(this.core, this.ctx);
        } catch (error) {
          this.rejectTarget(target.id, error);
          affected = true;
          continue;
        }
      }
      const { upserts, removals } = target.delta(db, changes, memo);
      for (const path of removals) entry(path, db.get(path) ?? null).removedTargetIds.push(target.id);
      for (const doc of upserts) entry(doc.path, doc).targetIds.push(target.id);
      affected ||= upserts.length > 0 || removals.length > 0;
    }
    if (!affected) return;
    const readTime = formatTimestamp(commitTime);
    for (const [path, { doc, targetIds, removedTargetIds }] of perDoc) {
      if (targetIds.length > 0 && doc) {
        const change: JsonObject = { document: doc.toJson(), targetIds };
        if (removedTargetIds.length > 0) change.removedTargetIds = removedTargetIds;
        this.core.reads.record(this.ctx);
        this.send({ documentChange: change });
      } else if (!doc) {
        this.send({
          documentDelete: { document: `${database}/documents/${path}`, removedTargetIds, readTime },
        });
      } else {
        this.send({ documentRemove: { document: doc.name, removedTargetIds, readTime } });
      }
    }
    const resumeToken = encodeResumeToken(commitTime);
    this.send({ targetChange: { targetChangeType: 'NO_CHANGE', readTime, resumeToken } });
  }

  private send(message: JsonObject): void {
    if (!this.ended) this.sink.send(message);
  }
}

export function encodeResumeToken(micros: bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigInt64BE(micros);
  return bytes.toString('base64');
}
