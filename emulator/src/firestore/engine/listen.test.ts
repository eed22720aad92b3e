import { beforeEach, describe, expect, it } from 'vitest';
import type { Authorizer, JsonObject, StreamSession } from '../api.ts';
import { Code, RpcError } from '../api.ts';
import {
  DB,
  OWNER,
  ROOT,
  RecordingSink,
  USER,
  doc,
  fieldFilter,
  query,
  setWrite,
  testEngine,
  v,
  write,
  type SyncEngine,
} from './test-support.ts';
let engine: SyncEngine;
let sink: RecordingSink;
let session: StreamSession;

const addQuery = (targetId: number, structuredQuery: JsonObject, extra: JsonObject = {}) => {
  session.onRequest({
    database: DB,
    addTarget: { query: { parent: ROOT, structuredQuery }, targetId, ...extra },
  });
};

/** A compact rendering of listen responses: "ADD 2", "+c/a [2]", "-c/a [2]", "del c/a [2]", "CURRENT 2", "SNAPSHOT". */
function render(messages: JsonObject[]): string[] {
  return messages.map((m) => {
    const tc = m.targetChange as JsonObject | undefined;
    if (tc) {
      const ids = (tc.targetIds as number[] | undefined) ?? [];
      if (ids.length === 0) return tc.readTime ? 'SNAPSHOT' : 'NO_CHANGE?';
      return `${tc.targetChangeType as string} ${ids.join(',')}${tc.cause ? ` cause=${(tc.cause as JsonObject).code as number}` : ''}`;
    }
    const short = (name: string) => name.slice(ROOT.length + 1);
    if (m.documentChange) {
      const dc = m.documentChange as JsonObject;
      const removed = dc.removedTargetIds ? ` -[${(dc.removedTargetIds as number[]).join(',')}]` : '';
      return `+${short((dc.document as JsonObject).name as string)} [${(dc.targetIds as number[]).join(',')}]${removed}`;
    }
    if (m.documentDelete) {
      const dd = m.documentDelete as JsonObject;
      return `del ${short(dd.document as string)} [${(dd.removedTargetIds as number[]).join(',')}]`;
    }
    const dr = m.documentRemove as JsonObject;
    return `-${short(dr.document as string)} [${(dr.removedTargetIds as number[]).join(',')}]`;
  });
}

beforeEach(() => {
  engine = testEngine().engine;
  sink = new RecordingSink();
  session = engine.openListen(OWNER, sink);
  write(engine, setWrite('c/a', { n: v.int(1) }), setWrite('c/b', { n: v.int(2) }), setWrite('d/x', {}));
});

describe('listen: adding targets', () => {
  it('sends ADD, documents, CURRENT with a resume token, then the global snapshot marker', () => {
    addQuery(2, query('c'));
    const messages = sink.take();
    expect(render(messages)).toEqual(['ADD 2', '+c/a [2]', '+c/b [2]', 'CURRENT 2', 'SNAPSHOT']);
    const current = messages[3]?.targetChange as JsonObject;
    expect(typeof current.resumeToken).toBe('string');
    const marker = messages[4]?.targetChange as JsonObject;
    expect(marker.targetIds).toBeUndefined();
    expect(typeof marker.readTime).toBe('string');
    expect((messages[1]?.documentChange as JsonObject).document).toEqual(
      engine.getDocument(OWNER, { name: doc('c/a') }),
    );
  });

  it('document targets send only existing documents', () => {
    session.onRequest({
      database: DB,
      addTarget: { documents: { documents: [doc('c/a'), doc('c/zz')] }, targetId: 3 },
    });
    expect(render(sink.take())).toEqual(['ADD 3', '+c/a [3]', 'CURRENT 3', 'SNAPSHOT']);
  });

  it('an invalid target is REMOVEd with a cause and the stream stays open', () => {
    addQuery(4, query('c', { where: fieldFilter('n', 'IN', v.int(1)) }));
    expect(render(sink.take())).toEqual([`REMOVE 4 cause=${Code.INVALID_ARGUMENT}`]);
    addQuery(6, query('d'));
    expect(render(sink.take())).toEqual(['ADD 6', '+d/x [6]', 'CURRENT 6', 'SNAPSHOT']);
    expect(sink.failure).toBeUndefined();
  });

  it('a resumed target gets RESET after ADD and then the full current set', () => {
    addQuery(2, query('c'), { resumeToken: 'AAAAAAAAAAE=' });
    expect(render(sink.take())).toEqual([
      'ADD 2',
      'RESET 2',
      '+c/a [2]',
      '+c/b [2]',
      'CURRENT 2',
      'SNAPSHOT',
    ]);
    addQuery(4, query('d'), { readTime: '2020-01-01T00:00:00Z' });
    expect(render(sink.take())[1]).toBe('RESET 4');
  });

  it('acknowledges every remove exactly once, in order, known target or not', () => {
    addQuery(2, query('c'));
    sink.take();
    session.onRequest({ database: DB, removeTarget: 2 });
    session.onRequest({ database: DB, removeTarget: 99 });
    expect(render(sink.take())).toEqual(['REMOVE 2', 'REMOVE 99']);
    write(engine, setWrite('c/a', { n: v.int(5) }));
    expect(sink.take()).toEqual([]);
  });

  it('a malformed request fails the stream', () => {
    session.onRequest({ database: DB });
    expect(sink.failure?.code).toBe(Code.INVALID_ARGUMENT);
  });
});

describe('listen: changes after commits', () => {
  beforeEach(() => {
    addQuery(2, query('c', { where: fieldFilter('n', 'LESS_THAN', v.int(10)) }));
    sink.take();
  });

  it('sends changed documents then one snapshot marker at the commit time', () => {
    const res = write(engine, setWrite('c/a', { n: v.int(3) }), setWrite('c/new', { n: v.int(4) }));
    const messages = sink.take();
    expect(render(messages)).toEqual(['+c/a [2]', '+c/new [2]', 'SNAPSHOT']);
    expect((messages[2]?.targetChange as JsonObject).readTime).toBe(res.commitTime);
  });

  it('documents leaving the filter are removed, deletes are deletes', () => {
    write(engine, setWrite('c/a', { n: v.int(30) }));
    expect(render(sink.take())).toEqual(['-c/a [2]', 'SNAPSHOT']);
    write(engine, { delete: doc('c/b') });
    expect(render(sink.take())).toEqual(['del c/b [2]', 'SNAPSHOT']);
  });

  it('unrelated commits and no-op writes send nothing', () => {
    write(engine, setWrite('d/y', {}));
    write(engine, setWrite('c/a', { n: v.int(1) }));
    write(engine, setWrite('c/z', { n: v.int(50) }));
    expect(sink.take()).toEqual([]);
  });

  it('one document in several targets is one change listing all of them', () => {
    addQuery(4, query('c'));
    sink.take();
    write(engine, setWrite('c/a', { n: v.int(20) }));
    expect(render(sink.take())).toEqual(['+c/a [4] -[2]', 'SNAPSHOT']);
    write(engine, { delete: doc('c/b') });
    expect(render(sink.take())).toEqual(['del c/b [2,4]', 'SNAPSHOT']);
  });

  it('clear() shows listeners deletes', () => {
    engine.clear(DB);
    expect(render(sink.take())).toEqual(['del c/a [2]', 'del c/b [2]', 'SNAPSHOT']);
  });

  it('end() stops all delivery', () => {
    session.end();
    write(engine, setWrite('c/a', { n: v.int(2) }));
    expect(sink.take()).toEqual([]);
  });
});

describe('listen: limit windows', () => {
  it('keeps the top-N: a document falling out is removed and the next one added', () => {
    write(engine, setWrite('c/c', { n: v.int(3) }));
    addQuery(2, query('c', { orderBy: [{ field: { fieldPath: 'n' }, direction: 'ASCENDING' }], limit: 2 }));
    expect(render(sink.take())).toEqual(['ADD 2', '+c/a [2]', '+c/b [2]', 'CURRENT 2', 'SNAPSHOT']);
    write(engine, setWrite('c/a', { n: v.int(9) }));
    expect(render(sink.take())).toEqual(['-c/a [2]', '+c/c [2]', 'SNAPSHOT']);
    write(engine, setWrite('c/first', { n: v.int(0) }));
    expect(render(sink.take())).toEqual(['-c/c [2]', '+c/first [2]', 'SNAPSHOT']);
    write(engine, setWrite('c/last', { n: v.int(100) }));
    expect(sink.take()).toEqual([]);
    write(engine, { delete: doc('c/first') });
    expect(render(sink.take())).toEqual(['del c/first [2]', '+c/c [2]', 'SNAPSHOT']);
  });
});

describe('listen: fan-out', () => {
  it('several sessions on the same limited query each get the refilled window', () => {
    write(engine, setWrite('c/c', { n: v.int(3) }));
    const limited = query('c', { orderBy: [{ field: { fieldPath: 'n' } }], limit: 2 });
    const sinks = [sink, new RecordingSink(), new RecordingSink()];
    const sessions = [
      session,
      engine.openListen(OWNER, sinks[1] as RecordingSink),
      engine.openListen(OWNER, sinks[2] as RecordingSink),
    ];
    sessions.forEach((s) => {
      s.onRequest({
        database: DB,
        addTarget: { query: { parent: ROOT, structuredQuery: limited }, targetId: 2 },
      });
    });
    sinks.forEach((k) => k.take());
    write(engine, { delete: doc('c/a') });
    for (const k of sinks) expect(render(k.take())).toEqual(['del c/a [2]', '+c/c [2]', 'SNAPSHOT']);
  });

  it('a session whose transport throws does not fail the commit or other sessions', () => {
    let connected = true;
    const broken = engine.openListen(OWNER, {
      send: () => {
        if (!connected) throw new Error('socket gone');
      },
      fail: () => undefined,
    });
    broken.onRequest({
      database: DB,
      addTarget: { query: { parent: ROOT, structuredQuery: query('c') }, targetId: 2 },
    });
    connected = false;
    // Opened after the broken one, so it is notified after the broken one throws.
    const lateSink = new RecordingSink();
    engine.openListen(OWNER, lateSink).onRequest({
      database: DB,
      addTarget: { query: { parent: ROOT, structuredQuery: query('c') }, targetId: 2 },
    });
    lateSink.take();
    expect(() => write(engine, setWrite('c/a', { n: v.int(7) }))).not.toThrow();
    expect(render(lateSink.take())).toEqual(['+c/a [2]', 'SNAPSHOT']);
  });
});

describe('listen: security rules', () => {
  const denyList: Authorizer = {
    authorizeGet: (_ctx, _db, name, d) => {
      if (name.endsWith('/secret') || (d?.fields as JsonObject | undefined)?.private) {
        throw new RpcError(Code.PERMISSION_DENIED, `denied ${name}`);
      }
    },
    authorizeList: () => {
      throw new RpcError(Code.PERMISSION_DENIED, 'no list');
    },
    authorizeWrites: () => undefined,
  };

  it('denied targets are REMOVEd with PERMISSION_DENIED; owners bypass', () => {
    engine.setAuthorizer(denyList);
    const userSink = new RecordingSink();
    const user = engine.openListen(USER, userSink);
    user.onRequest({
      database: DB,
      addTarget: { query: { parent: ROOT, structuredQuery: query('c') }, targetId: 2 },
    });
    expect(render(userSink.take())).toEqual([`REMOVE 2 cause=${Code.PERMISSION_DENIED}`]);
    addQuery(2, query('c'));
    expect(render(sink.take())[0]).toBe('ADD 2');
  });

  it('document targets are re-checked when their documents change', () => {
    engine.setAuthorizer(denyList);
    const userSink = new RecordingSink();
    const user = engine.openListen(USER, userSink);
    user.onRequest({ database: DB, addTarget: { documents: { documents: [doc('c/a')] }, targetId: 3 } });
    userSink.take();
    write(engine, setWrite('c/a', { private: v.bool(true) }));
    expect(render(userSink.take())).toEqual([`REMOVE 3 cause=${Code.PERMISSION_DENIED}`, 'SNAPSHOT']);
  });
});
