import { describe, expect, it } from 'vitest';
import type { DocumentChangeEvent, JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import { DB, OWNER, ROOT, catchRpc, doc, fieldsOf, setWrite, testEngine, v, write } from './test-support.ts';

const transform = (fieldPath: string, t: JsonObject) => ({ fieldPath, ...t });
const results = (res: JsonObject) => res.writeResults as JsonObject[];

describe('update masks', () => {
  it('set without a mask replaces the whole document', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { x: v.int(1), y: v.int(2) }));
    write(engine, setWrite('a/1', { z: v.int(3) }));
    expect(fieldsOf(engine, 'a/1')).toEqual({ z: v.int(3) });
  });

  it('a mask merges listed paths, creates intermediate maps and deletes masked-in absent fields', () => {
    const { engine } = testEngine();
    write(
      engine,
      setWrite('a/1', { x: v.int(1), y: v.int(2), m: v.map({ keep: v.int(1), drop: v.int(2) }) }),
    );
    write(
      engine,
      setWrite(
        'a/1',
        { x: v.int(10), n: v.map({ deep: v.str('d') }) },
        {
          updateMask: { fieldPaths: ['x', 'y', 'm.drop', 'n.deep', '`odd.name`'] },
        },
      ),
    );
    expect(fieldsOf(engine, 'a/1')).toEqual({
      x: v.int(10),
      m: v.map({ keep: v.int(1) }),
      n: v.map({ deep: v.str('d') }),
    });
  });

  it('a masked update of a missing document creates it (no precondition)', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { x: v.int(1) }, { updateMask: { fieldPaths: ['x'] } }));
    expect(fieldsOf(engine, 'a/1')).toEqual({ x: v.int(1) });
  });

  it('setting a nested path through a non-map replaces it with a map', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { s: v.str('x') }));
    write(engine, setWrite('a/1', { s: v.map({ t: v.int(1) }) }, { updateMask: { fieldPaths: ['s.t'] } }));
    expect(fieldsOf(engine, 'a/1')).toEqual({ s: v.map({ t: v.int(1) }) });
  });
});

describe('preconditions and verify', () => {
  it('exists: true on a missing document is NOT_FOUND with the name', () => {
    const { engine } = testEngine();
    const err = catchRpc(() => write(engine, setWrite('a/1', {}, { currentDocument: { exists: true } })));
    expect(err.code).toBe(Code.NOT_FOUND);
    expect(err.message).toBe(`No document to update: ${doc('a/1')}`);
  });

  it('exists: false on an existing document is ALREADY_EXISTS', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', {}));
    expect(
      catchRpc(() => write(engine, setWrite('a/1', {}, { currentDocument: { exists: false } }))).code,
    ).toBe(Code.ALREADY_EXISTS);
  });

  it('updateTime must match exactly, else FAILED_PRECONDITION', () => {
    const { engine } = testEngine();
    const first = write(engine, setWrite('a/1', { n: v.int(1) }));
    const t1 = results(first)[0]?.updateTime as string;
    write(engine, setWrite('a/1', { n: v.int(2) }, { currentDocument: { updateTime: t1 } }));
    const err = catchRpc(() =>
      write(engine, setWrite('a/1', { n: v.int(3) }, { currentDocument: { updateTime: t1 } })),
    );
    expect(err.code).toBe(Code.FAILED_PRECONDITION);
    expect(fieldsOf(engine, 'a/1')).toEqual({ n: v.int(2) });
  });

  it('verify checks a precondition without writing', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { n: v.int(1) }));
    write(engine, { verify: doc('a/1'), currentDocument: { exists: true } });
    expect(
      catchRpc(() => write(engine, { verify: doc('a/2'), currentDocument: { exists: true } })).code,
    ).toBe(Code.NOT_FOUND);
  });

  it('a failing write rolls back the whole commit', () => {
    const { engine } = testEngine();
    expect(() =>
      write(
        engine,
        setWrite('a/1', { n: v.int(1) }),
        setWrite('a/2', {}, { currentDocument: { exists: true } }),
      ),
    ).toThrow();
    expect(catchRpc(() => fieldsOf(engine, 'a/1')).code).toBe(Code.NOT_FOUND);
  });

  it('writes in one commit see the previous writes of that commit', () => {
    const { engine } = testEngine();
    write(
      engine,
      setWrite('a/1', { n: v.int(1) }),
      setWrite(
        'a/1',
        { m: v.int(2) },
        { updateMask: { fieldPaths: ['m'] }, currentDocument: { exists: true } },
      ),
    );
    expect(fieldsOf(engine, 'a/1')).toEqual({ n: v.int(1), m: v.int(2) });
  });
});

describe('versions and no-op writes', () => {
  it('update_time changes only on effective changes; create_time kept, reset on re-create', () => {
    const { engine } = testEngine();
    const c1 = write(engine, setWrite('a/1', { n: v.int(1) }));
    const same = write(engine, setWrite('a/1', { n: v.int(1) }));
    expect(results(same)[0]?.updateTime).toBe(c1.commitTime);
    const c2 = write(engine, setWrite('a/1', { n: v.int(2) }));
    const got = engine.getDocument(OWNER, { name: doc('a/1') });
    expect(got.createTime).toBe(c1.commitTime);
    expect(got.updateTime).toBe(c2.commitTime);
    write(engine, { delete: doc('a/1') });
    const c3 = write(engine, setWrite('a/1', { n: v.int(2) }));
    expect(engine.getDocument(OWNER, { name: doc('a/1') }).createTime).toBe(c3.commitTime);
  });

  it('int 1 → double 1.0 is an effective change', () => {
    const { engine } = testEngine();
    const c1 = write(engine, setWrite('a/1', { n: v.int(1) }));
    const c2 = write(engine, setWrite('a/1', { n: v.dbl(1) }));
    expect(results(c2)[0]?.updateTime).not.toBe(c1.commitTime);
  });

  it('commit times strictly increase', () => {
    const { engine } = testEngine();
    const times = [1, 2, 3].map((i) => write(engine, setWrite('a/1', { t: v.int(i) })).commitTime as string);
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(3);
  });
});

describe('transforms', () => {
  const apply = (initial: JsonObject | undefined, ...transforms: JsonObject[]) => {
    const { engine } = testEngine();
    if (initial) write(engine, setWrite('a/1', initial));
    const res = write(engine, {
      update: { name: doc('a/1'), fields: {} },
      updateMask: { fieldPaths: [] },
      updateTransforms: transforms,
    });
    return { fields: fieldsOf(engine, 'a/1') as JsonObject, results: results(res)[0]?.transformResults, res };
  };

  it('setToServerValue REQUEST_TIME is the commit time', () => {
    const {
      fields,
      results: r,
      res,
    } = apply(undefined, transform('t', { setToServerValue: 'REQUEST_TIME' }));
    expect(fields.t).toEqual(v.ts(res.commitTime as string));
    expect(r).toEqual([v.ts(res.commitTime as string)]);
  });

  it('increment: int+int, saturation, doubles, missing and non-numeric fields', () => {
    expect(apply({ n: v.int(5) }, transform('n', { increment: v.int(2) })).fields.n).toEqual(v.int(7));
    expect(
      apply({ n: v.int('9223372036854775800') }, transform('n', { increment: v.int(100) })).fields.n,
    ).toEqual(v.int('9223372036854775807'));
    expect(
      apply({ n: v.int('-9223372036854775800') }, transform('n', { increment: v.int(-100) })).fields.n,
    ).toEqual(v.int('-9223372036854775808'));
    expect(apply({ n: v.int(1) }, transform('n', { increment: v.dbl(0.5) })).fields.n).toEqual(v.dbl(1.5));
    expect(apply({ n: v.dbl(1.5) }, transform('n', { increment: v.int(1) })).fields.n).toEqual(v.dbl(2.5));
    expect(apply(undefined, transform('n', { increment: v.int(3) })).fields.n).toEqual(v.int(3));
    expect(apply({ n: v.str('x') }, transform('n', { increment: v.int(3) })).fields.n).toEqual(v.int(3));
    expect(apply({ m: v.map({ n: v.int(1) }) }, transform('m.n', { increment: v.int(1) })).results).toEqual([
      v.int(2),
    ]);
  });

  it('maximum and minimum', () => {
    expect(apply({ n: v.int(5) }, transform('n', { maximum: v.int(7) })).fields.n).toEqual(v.int(7));
    expect(apply({ n: v.int(5) }, transform('n', { maximum: v.dbl(2) })).fields.n).toEqual(v.int(5));
    expect(apply({ n: v.int(3) }, transform('n', { maximum: v.dbl(3) })).fields.n).toEqual(v.int(3));
    expect(apply({ n: v.int(5) }, transform('n', { minimum: v.dbl(2.5) })).fields.n).toEqual(v.dbl(2.5));
    expect(apply({ n: v.str('x') }, transform('n', { minimum: v.int(1) })).fields.n).toEqual(v.int(1));
    expect(apply(undefined, transform('n', { maximum: v.int(1) })).fields.n).toEqual(v.int(1));
    expect(apply({ n: v.int(1) }, transform('n', { maximum: v.dbl('NaN') })).fields.n).toEqual(v.dbl('NaN'));
  });

  it('appendMissingElements and removeAllFromArray', () => {
    const tags = { t: v.arr(v.str('a'), v.int(1), v.str('a')) };
    expect(
      apply(tags, transform('t', { appendMissingElements: { values: [v.str('b'), v.dbl(1), v.str('b')] } }))
        .fields.t,
    ).toEqual(v.arr(v.str('a'), v.int(1), v.str('a'), v.str('b')));
    expect(apply(tags, transform('t', { removeAllFromArray: { values: [v.str('a')] } })).fields.t).toEqual(
      v.arr(v.int(1)),
    );
    expect(
      apply({ t: v.int(1) }, transform('t', { appendMissingElements: { values: [v.int(2)] } })).fields.t,
    ).toEqual(v.arr(v.int(2)));
    expect(
      apply({ t: v.int(1) }, transform('t', { removeAllFromArray: { values: [v.int(1)] } })).fields.t,
    ).toEqual({
      arrayValue: {},
    });
  });

  it('transforms apply in order and report one result each', () => {
    const { fields, results: r } = apply(
      { n: v.int(1) },
      transform('n', { increment: v.int(1) }),
      transform('n', { increment: v.int(10) }),
    );
    expect(fields.n).toEqual(v.int(12));
    expect(r).toEqual([v.int(2), v.int(12)]);
  });

  it('the legacy transform write works too', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', { n: v.int(1) }));
    write(engine, {
      transform: { document: doc('a/1'), fieldTransforms: [transform('n', { increment: v.int(4) })] },
    });
    expect(fieldsOf(engine, 'a/1')).toEqual({ n: v.int(5) });
  });
});

describe('validation', () => {
  it('rejects bad document names', () => {
    const { engine } = testEngine();
    for (const name of [
      `${ROOT}/a`,
      `${ROOT}/a//b`,
      `${ROOT}/a/..`,
      `${ROOT}/a/__x__`,
      'projects/p/documents/a/b',
    ]) {
      const err = catchRpc(() =>
        engine.commit(OWNER, { database: DB, writes: [{ update: { name, fields: {} } }] }),
      );
      expect(err.code, name).toBe(Code.INVALID_ARGUMENT);
    }
    write(engine, setWrite('a/__id7__', {}));
  });

  it('rejects ids over 1500 bytes and documents over 1 MiB', () => {
    const { engine } = testEngine();
    expect(catchRpc(() => write(engine, setWrite(`a/${'x'.repeat(1501)}`, {}))).message).toMatch(
      /1,500 bytes/,
    );
    const big = catchRpc(() => write(engine, setWrite('a/1', { s: v.str('x'.repeat(1_048_576)) })));
    expect(big.code).toBe(Code.INVALID_ARGUMENT);
    expect(big.message).toMatch(/exceeds the maximum allowed size of 1,048,576 bytes/);
    write(engine, setWrite('a/1', { s: v.str('x'.repeat(1_000_000)) }));
  });

  it('rejects writes into another database and reserved field names', () => {
    const { engine } = testEngine();
    const other = 'projects/other/databases/(default)/documents/a/1';
    expect(catchRpc(() => engine.commit(OWNER, { database: DB, writes: [{ delete: other }] })).code).toBe(
      Code.INVALID_ARGUMENT,
    );
    expect(catchRpc(() => write(engine, setWrite('a/1', { __bad__: v.int(1) }))).code).toBe(
      Code.INVALID_ARGUMENT,
    );
  });
});

describe('batchWrite', () => {
  it('applies writes independently with per-write status', () => {
    const { engine } = testEngine();
    const res = engine.batchWrite(OWNER, {
      database: DB,
      writes: [
        setWrite('a/1', { n: v.int(1) }),
        setWrite('a/2', {}, { currentDocument: { exists: true } }),
        setWrite('a/3', {}),
      ],
    });
    const status = res.status as JsonObject[];
    expect(status[0]).toEqual({});
    expect(status[1]?.code).toBe(Code.NOT_FOUND);
    expect(status[2]).toEqual({});
    expect((res.writeResults as JsonObject[])[1]).toEqual({});
    expect(typeof (res.writeResults as JsonObject[])[0]?.updateTime).toBe('string');
    expect(fieldsOf(engine, 'a/3')).toEqual({});
  });
});

describe('REST single-document writes', () => {
  it('createDocument (with and without id), updateDocument with mask, deleteDocument', () => {
    const { engine } = testEngine();
    const created = engine.createDocument(OWNER, {
      parent: ROOT,
      collectionId: 'a',
      documentId: 'x',
      document: { fields: { n: v.int(1) } },
    });
    expect(created.name).toBe(doc('a/x'));
    expect(
      catchRpc(() => engine.createDocument(OWNER, { parent: ROOT, collectionId: 'a', documentId: 'x' })).code,
    ).toBe(Code.ALREADY_EXISTS);
    const auto = engine.createDocument(OWNER, { parent: ROOT, collectionId: 'a', document: {} });
    expect(auto.name).toMatch(new RegExp(`^${doc('a/').replace(/[()]/g, '\\$&')}[A-Za-z0-9]{20}$`));
    const updated = engine.updateDocument(OWNER, {
      document: { name: doc('a/x'), fields: { m: v.int(2) } },
      updateMask: { fieldPaths: ['m'] },
    });
    expect(updated.fields).toEqual({ n: v.int(1), m: v.int(2) });
    expect(engine.deleteDocument(OWNER, { name: doc('a/x') })).toEqual({});
    expect(catchRpc(() => fieldsOf(engine, 'a/x')).code).toBe(Code.NOT_FOUND);
  });
});

describe('onCommit', () => {
  it('reports each effective change once, in commit order, with updateMask; skips no-ops', () => {
    const { engine } = testEngine();
    const seen: [string, DocumentChangeEvent[]][] = [];
    const unsubscribe = engine.onCommit((db, changes) => seen.push([db, changes]));
    write(engine, setWrite('a/1', { n: v.int(1), m: v.map({ x: v.int(1), y: v.int(1) }) }));
    write(engine, setWrite('a/1', { n: v.int(1), m: v.map({ x: v.int(1), y: v.int(1) }) }));
    write(engine, setWrite('a/1', { n: v.int(2), m: v.map({ x: v.int(1), y: v.int(2) }), z: v.bool(true) }));
    write(engine, { delete: doc('a/1') }, { delete: doc('a/missing') });
    expect(seen.map(([db]) => db)).toEqual([DB, DB, DB]);
    const [create, update, del] = seen.map(([, c]) => c);
    expect(create?.[0]?.before).toBeNull();
    expect(create?.[0]?.updateMask).toEqual([]);
    expect(update?.[0]?.updateMask.sort()).toEqual(['m.y', 'n', 'z']);
    expect(update?.[0]?.before?.fields).toEqual({ n: v.int(1), m: v.map({ x: v.int(1), y: v.int(1) }) });
    expect(del).toHaveLength(1);
    expect(del?.[0]?.after).toBeNull();
    expect(del?.[0]?.name).toBe(doc('a/1'));
    unsubscribe();
    write(engine, setWrite('a/2', {}));
    expect(seen).toHaveLength(3);
  });

  it('a commit made from inside a subscriber is published after the current one, in order', () => {
    const { engine } = testEngine();
    const order: string[] = [];
    engine.onCommit((_db, changes) => {
      for (const c of changes) order.push(c.name.slice(ROOT.length + 1));
      if (changes.some((c) => c.name === doc('a/1'))) write(engine, setWrite('a/echo', {}));
    });
    engine.onCommit((_db, changes) =>
      order.push(`second saw ${changes.map((c) => c.name.slice(ROOT.length + 1)).join()}`),
    );
    write(engine, setWrite('a/1', {}));
    expect(order).toEqual(['a/1', 'second saw a/1', 'a/echo', 'second saw a/echo']);
  });

  it('clear() deletes everything without onCommit events', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', {}), setWrite('a/1/b/2', {}));
    let events = 0;
    engine.onCommit(() => events++);
    engine.clear(DB);
    expect(events).toBe(0);
    expect(
      engine.runQuery(OWNER, { parent: ROOT, structuredQuery: { from: [{ allDescendants: true }] } }),
    ).toHaveLength(1);
  });
});
