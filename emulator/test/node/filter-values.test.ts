import { AggregateField, FieldPath, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import {
  average,
  collection,
  count,
  getAggregateFromServer,
  getDocs,
  query,
  sum,
  where,
  type Firestore,
  type WhereFilterOp,
} from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * Filter operands and aggregations as Cloud Firestore evaluates them: list operands holding arrays,
 * the null and NaN semantics of every operator, and aggregations over several fields. Driven through
 * the JS SDK in Node (Listen stream) and the Admin SDK (gRPC).
 */
const env = useEmulator();

const ZIPS: Record<string, unknown> = {
  a: 98101,
  b: 91102,
  c: 98103,
  d: [98101],
  e: ['98101', { zip: 98101 }],
  f: { code: 500 },
  g: [98101, 98102],
  h: null,
  i: Number.NaN,
  j: [null],
  k: [Number.NaN],
};

const projectId = uniqueProjectId('filters');
let admin: AdminFirestore;
let web: Firestore;

beforeAll(async () => {
  admin = env.admin(projectId);
  web = env.web(projectId);
  const batch = admin.batch();
  for (const [id, zip] of Object.entries(ZIPS)) batch.set(admin.doc(`zips/${id}`), { zip });
  batch.set(admin.doc('zips/none'), { other: 1 });
  await batch.commit();
});

/**
 * A fresh client per query, as the SDK's own tests do: its local matcher differs from the backend for
 * null and NaN operands, so a client that cached the documents would wait on them forever.
 */
async function ids(op: WhereFilterOp, value: unknown): Promise<string[]> {
  const snapshot = await getDocs(query(collection(env.web(projectId), 'zips'), where('zip', op, value)));
  return snapshot.docs.map((d) => d.id).sort();
}

describe('list operands', () => {
  it('in, not-in and array-contains-any accept arrays among their values', async () => {
    expect(await ids('in', [98101, 98103, [98101, 98102]])).toEqual(['a', 'c', 'g']);
    expect(await ids('not-in', [98101, 98103, [98101, 98102]])).toEqual(['b', 'd', 'e', 'f', 'i', 'j', 'k']);
    const admins = await admin
      .collection('zips')
      .where('zip', 'in', [[98101, 98102]])
      .get();
    expect(admins.docs.map((d) => d.id)).toEqual(['g']);
  });
});

describe('null and NaN in every operator', () => {
  it.each([
    ['==', null, ['h']],
    ['!=', null, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'i', 'j', 'k']],
    ['==', Number.NaN, ['i']],
    ['!=', Number.NaN, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'j', 'k']],
    ['in', [null], []],
    ['in', [98101, null], ['a']],
    ['in', [Number.NaN], []],
    ['in', [98101, Number.NaN], ['a']],
    ['not-in', [null], []],
    ['not-in', [Number.NaN], ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'j', 'k']],
    ['not-in', [Number.NaN, 98101], ['b', 'c', 'd', 'e', 'f', 'g', 'j', 'k']],
    ['array-contains', Number.NaN, []],
    ['array-contains', null, []],
    ['array-contains-any', [null], []],
    ['array-contains-any', [98102, null], ['g']],
    ['array-contains-any', [Number.NaN], []],
    ['array-contains-any', [98102, Number.NaN], ['g']],
  ] as const)('zip %s %o', async (op, value, expected) => {
    expect(await ids(op, value)).toEqual(expected);
  });
});

describe('aggregations over several fields', () => {
  beforeAll(async () => {
    const batch = admin.batch();
    batch.set(admin.doc('books/a'), { pages: 100, year: 1980 });
    batch.set(admin.doc('books/b'), { pages: 50, year: 2020 });
    batch.set(admin.doc('books/c'), { pages: 150, year: 2021 });
    batch.set(admin.doc('books/d'), { pages: 50 });
    batch.set(admin.doc('books/e'), { year: 'unknown', pages: 'many' });
    await batch.commit();
  });

  it('take only documents that have every aggregated field, in the count too (Admin SDK)', async () => {
    const snapshot = await admin
      .collection('books')
      .aggregate({
        totalPages: AggregateField.sum('pages'),
        averagePages: AggregateField.average('pages'),
        averageYear: AggregateField.average('year'),
        count: AggregateField.count(),
      })
      .get();
    // e has both fields (not numeric, so summed as nothing but counted); d lacks year.
    expect(snapshot.data()).toEqual({ totalPages: 300, averagePages: 100, averageYear: 2007, count: 4 });
  });

  it('documents lacking an aggregated field do not take a place within the limit', async () => {
    const snapshot = await admin
      .collection('books')
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(2)
      .aggregate({ count: AggregateField.count(), totalYears: AggregateField.sum('year') })
      .get();
    // e (year not numeric) and c; d has no year, so it is not among the two.
    expect(snapshot.data()).toEqual({ count: 2, totalYears: 2021 });
  });

  it('a single field aggregates over the documents that have it (JS SDK)', async () => {
    const snapshot = await getAggregateFromServer(collection(web, 'books'), {
      totalPages: sum('pages'),
      averagePages: average('pages'),
      count: count(),
    });
    expect(snapshot.data()).toEqual({ totalPages: 350, averagePages: 87.5, count: 5 });
    const countOnly = await getAggregateFromServer(collection(web, 'books'), { count: count() });
    expect(countOnly.data().count).toBe(5);
  });
});
