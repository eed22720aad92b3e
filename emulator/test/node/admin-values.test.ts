import { FieldPath, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';

const env = useEmulator();

/** One field of every Firestore value type, including the awkward edges of each. */
function everyValueType(db: FirebaseFirestore.Firestore): Record<string, unknown> {
  return {
    nil: null,
    yes: true,
    no: false,
    int: 42,
    maxInt: Number.MAX_SAFE_INTEGER,
    negative: -7,
    double: 3.5,
    nan: NaN,
    inf: Infinity,
    negInf: -Infinity,
    zero: 0,
    timestamp: new Timestamp(1_700_000_000, 123_456_000),
    oldTimestamp: new Timestamp(-62_135_596_800, 0),
    text: 'héllo wörld 😀 \u0000 end',
    empty: '',
    bytes: Buffer.from([0, 1, 2, 254, 255]),
    emptyBytes: Buffer.alloc(0),
    reference: db.doc('other/doc'),
    geo: new GeoPoint(-33.8688, 151.2093),
    array: [1, 'two', null, { inner: [3] }, { four: 4 }],
    emptyArray: [],
    map: { nested: { deeper: { value: 'x' } }, 'dotted.key': 1 },
    emptyMap: {},
  };
}

describe('firebase-admin value round trips', () => {
  it('stores and reads back every value type exactly', async () => {
    const db = env.admin();
    const input = everyValueType(db);
    const ref = db.doc('values/all');
    await ref.set(input);
    const data = (await ref.get()).data() ?? {};
    expect(data.nil).toBeNull();
    expect(data.yes).toBe(true);
    expect(data.no).toBe(false);
    expect(data.int).toBe(42);
    expect(data.maxInt).toBe(Number.MAX_SAFE_INTEGER);
    expect(data.negative).toBe(-7);
    expect(data.double).toBe(3.5);
    expect(data.nan).toBeNaN();
    expect(data.inf).toBe(Infinity);
    expect(data.negInf).toBe(-Infinity);
    expect((data.timestamp as Timestamp).isEqual(input.timestamp as Timestamp)).toBe(true);
    expect((data.oldTimestamp as Timestamp).seconds).toBe(-62_135_596_800);
    expect(data.text).toBe(input.text);
    expect(data.empty).toBe('');
    expect(Buffer.from(data.bytes as Uint8Array)).toEqual(Buffer.from([0, 1, 2, 254, 255]));
    expect(Buffer.from(data.emptyBytes as Uint8Array).length).toBe(0);
    expect((data.reference as FirebaseFirestore.DocumentReference).path).toBe('other/doc');
    expect((data.geo as GeoPoint).isEqual(new GeoPoint(-33.8688, 151.2093))).toBe(true);
    expect(data.array).toEqual([1, 'two', null, { inner: [3] }, { four: 4 }]);
    expect(data.emptyArray).toEqual([]);
    expect(data.map).toEqual({ nested: { deeper: { value: 'x' } }, 'dotted.key': 1 });
    expect(data.emptyMap).toEqual({});
  });

  it('keeps integers and doubles apart (1 vs 1.0 sorts and filters as one number)', async () => {
    const db = env.admin();
    await db.doc('nums/int').set({ n: 1 });
    await db.doc('nums/double').set({ n: 1.5 });
    const equalToOne = await db.collection('nums').where('n', '==', 1.0).get();
    expect(equalToOne.docs.map((d) => d.id)).toEqual(['int']);
    const ordered = await db.collection('nums').orderBy('n', 'desc').get();
    expect(ordered.docs.map((d) => d.id)).toEqual(['double', 'int']);
  });

  it('truncates timestamps to microseconds as Cloud Firestore does', async () => {
    const db = env.admin();
    await db.doc('time/t').set({ at: new Timestamp(10, 123_456_789) });
    const at = (await db.doc('time/t').get()).get('at') as Timestamp;
    expect(at.nanoseconds).toBe(123_456_000);
  });

  it('stores keys that need backtick quoting in field paths', async () => {
    const db = env.admin();
    const ref = db.doc('quoted/doc');
    await ref.set({ 'a.b': { 'c-d': 1 }, 'sp ace': 2, '`tick`': 3 });
    await ref.update(new FieldPath('a.b', 'c-d'), 10, new FieldPath('`tick`'), 30);
    expect((await ref.get()).data()).toEqual({ 'a.b': { 'c-d': 10 }, 'sp ace': 2, '`tick`': 30 });
  });

  it('reports createTime, updateTime and readTime that advance with each write', async () => {
    const db = env.admin();
    const ref = db.doc('times/doc');
    const first = await ref.set({ v: 1 });
    const second = await ref.set({ v: 2 });
    const snapshot = await ref.get();
    expect(second.writeTime.toMillis()).toBeGreaterThanOrEqual(first.writeTime.toMillis());
    expect(second.writeTime.isEqual(first.writeTime)).toBe(false);
    expect(snapshot.createTime?.isEqual(first.writeTime)).toBe(true);
    expect(snapshot.updateTime?.isEqual(second.writeTime)).toBe(true);
    expect(snapshot.readTime.toMillis()).toBeGreaterThanOrEqual(second.writeTime.toMillis());
  });

  it('serves documents with unicode, spaces and numeric-looking ids', async () => {
    const db = env.admin();
    const ids = ['ü ñ', '123', 'a:b', 'with%percent', '__id7__x'];
    for (const id of ids) await db.collection('ids').doc(id).set({ id });
    const listed = await db.collection('ids').get();
    expect(listed.docs.map((d) => d.get('id') as string).sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await db.collection('ids').doc(id).get()).get('id')).toBe(id);
  });
});
