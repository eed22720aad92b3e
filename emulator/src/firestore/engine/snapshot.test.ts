import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import { Code } from '../api.ts';
import { OWNER, catchRpc, doc, setWrite, testEngine, v, write } from './test-support.ts';

describe('export / import', () => {
  it('round-trips every value type, times and several databases exactly', () => {
    const { engine } = testEngine();
    const fields = {
      nul: v.nul(),
      yes: v.bool(true),
      big: v.int('-9223372036854775808'),
      negZero: v.dbl('-0'),
      nan: v.dbl('NaN'),
      inf: v.dbl('-Infinity'),
      pi: v.dbl(3.14159),
      ts: v.ts('1999-12-31T23:59:59.999999Z'),
      s: v.str('ünïcødé 😀'),
      bytes: v.bytes('AP8Q'),
      ref: v.ref('x/y'),
      geo: v.geo(45.5, -122.25),
      arr: v.arr(v.int(1), v.map({ k: v.arr() })),
      map: v.map({ nested: v.map({ deeper: v.str('d') }) }),
      vec: v.map({ __type__: v.str('__vector__'), value: v.arr(v.dbl(0.5)) }),
    };
    write(engine, setWrite('a/1', fields), setWrite('a/1/sub/2', { n: v.int(2) }));
    const other = 'projects/p2/databases/named';
    engine.commit(OWNER, {
      database: other,
      writes: [{ update: { name: `${other}/documents/z/1`, fields: {} } }],
    });
    const before = engine.getDocument(OWNER, { name: doc('a/1') });

    const exported = JSON.parse(JSON.stringify(engine.exportData())) as JsonObject;
    const { engine: restored } = testEngine(0n);
    restored.importData(exported);
    expect(restored.getDocument(OWNER, { name: doc('a/1') })).toEqual(before);
    expect(restored.getDocument(OWNER, { name: `${other}/documents/z/1` }).name).toBe(
      `${other}/documents/z/1`,
    );
    expect(restored.exportData()).toEqual(exported);
    // The restored clock continues after the newest imported version.
    const next = write(restored, setWrite('a/2', {}));
    expect((next.commitTime as string) > (before.updateTime as string)).toBe(true);
  });

  it('import replaces existing data and rejects foreign formats', () => {
    const { engine } = testEngine();
    write(engine, setWrite('a/1', {}));
    const snapshot = engine.exportData();
    write(engine, setWrite('a/2', {}));
    engine.importData(snapshot);
    expect(catchRpc(() => engine.getDocument(OWNER, { name: doc('a/2') })).code).toBe(Code.NOT_FOUND);
    expect(
      catchRpc(() => {
        engine.importData({ databases: {} });
      }).code,
    ).toBe(Code.INVALID_ARGUMENT);
  });
});
