import { AggregateField, FieldPath, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import {
  average,
  collection,
  count,
  documentId,
  getAggregateFromServer,
  getDocs,
  orderBy,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * Query order and the query shapes Cloud Firestore refuses, through every client transport: the Admin
 * SDK (gRPC), the JS SDK in Node (Listen stream) and the lite SDK (REST). Messages are matched where
 * the clients' own tests match the backend's.
 */
const env = useEmulator();
const INVALID_ARGUMENT = 3;

const DOCS: Record<string, Record<string, unknown>> = {
  doc1: { key: 'a', sort: 5 },
  doc2: { key: 'aa', sort: 4 },
  doc3: { key: 'b', sort: 3 },
  doc4: { key: 'b', sort: 2 },
  doc5: { key: 'bb', sort: 1 },
};

let admin: AdminFirestore;
let web: Firestore;
let liteDb: lite.Firestore;

beforeAll(async () => {
  const projectId = uniqueProjectId('validation');
  admin = env.admin(projectId);
  const batch = admin.batch();
  for (const [id, data] of Object.entries(DOCS)) batch.set(admin.collection('c').doc(id), data);
  await batch.commit();
  web = env.web(projectId);
  liteDb = env.lite(projectId);
});

describe('a __name__ inequality among several inequality fields', () => {
  it('orders by the other inequality fields first and the key last (Admin SDK)', async () => {
    const snapshot = await admin
      .collection('c')
      .where('sort', '>=', 1)
      .where('key', '!=', 'a')
      .where(FieldPath.documentId(), '<', 'doc5')
      .get();
    // Implicitly ordered by key, sort, then __name__.
    expect(snapshot.docs.map((d) => d.id)).toEqual(['doc2', 'doc4', 'doc3']);
  });

  it('follows the direction of an explicit order for the implicit fields (lite SDK over REST)', async () => {
    const snapshot = await lite.getDocs(
      lite.query(
        lite.collection(liteDb, 'c'),
        lite.where(lite.documentId(), '<', 'doc5'),
        lite.where('sort', '>=', 1),
        lite.where('key', '!=', 'a'),
        lite.orderBy('sort', 'desc'),
      ),
    );
    expect(snapshot.docs.map((d) => d.id)).toEqual(['doc2', 'doc3', 'doc4']);
  });
});

describe('queries the backend refuses', () => {
  it('an order-by with a field after the document key', async () => {
    const message = /order by clause cannot contain more fields after the key/i;
    await expect(
      admin.collection('c').where('key', '!=', 42).orderBy(FieldPath.documentId()).get(),
    ).rejects.toMatchObject({ code: INVALID_ARGUMENT, message: expect.stringMatching(message) as unknown });
    await expect(
      getDocs(query(collection(web, 'c'), where('key', '!=', 42), orderBy(documentId()))),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(message) as unknown });
    await expect(
      admin.collection('c').orderBy(FieldPath.documentId()).orderBy('sort').get(),
    ).rejects.toMatchObject({ code: INVALID_ARGUMENT });
  });

  it('an equality on the document key with inequalities on other fields only', async () => {
    const message =
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.';
    await expect(
      getDocs(query(collection(web, 'c'), where('key', '!=', 42), where(documentId(), '==', 'doc1'))),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining(message) as unknown,
    });
    // With the key among the inequality fields the same equality is served.
    const allowed = await admin
      .collection('c')
      .where('key', '!=', 'x')
      .where(FieldPath.documentId(), '>=', 'doc1')
      .where(FieldPath.documentId(), '==', admin.doc('c/doc1'))
      .get();
    expect(allowed.docs.map((d) => d.id)).toEqual(['doc1']);
  });

  it('more than 5 aggregations in one request', async () => {
    const message = /maximum number of aggregations/;
    await expect(
      admin
        .collection('c')
        .aggregate({
          a: AggregateField.sum('sort'),
          b: AggregateField.average('sort'),
          c: AggregateField.count(),
          d: AggregateField.sum('sort'),
          e: AggregateField.average('sort'),
          f: AggregateField.count(),
        })
        .get(),
    ).rejects.toMatchObject({ code: INVALID_ARGUMENT, message: expect.stringMatching(message) as unknown });
    await expect(
      getAggregateFromServer(collection(web, 'c'), {
        a: sum('sort'),
        b: average('sort'),
        c: count(),
        d: sum('sort'),
        e: average('sort'),
        f: count(),
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringMatching(message) as unknown });
    const five = await admin
      .collection('c')
      .aggregate({
        a: AggregateField.sum('sort'),
        b: AggregateField.average('sort'),
        c: AggregateField.count(),
        d: AggregateField.sum('sort'),
        e: AggregateField.average('sort'),
      })
      .get();
    expect(five.data()).toEqual({ a: 15, b: 3, c: 5, d: 15, e: 3 });
  });

  it('more than 30 disjunctions in disjunctive normal form', async () => {
    const tens = Array.from({ length: 10 }, (_, i) => i);
    await expect(
      admin.collection('c').where('a', 'in', tens).where('b', 'in', [1, 2, 3, 4]).get(),
    ).rejects.toMatchObject({
      code: INVALID_ARGUMENT,
      message: expect.stringMatching(/40 disjunctions/) as unknown,
    });
    const thirty = await admin.collection('c').where('a', 'in', tens).where('b', 'in', [1, 2, 3]).get();
    expect(thirty.size).toBe(0);
  });

  it('more than 100 filters, orders and parent path together', async () => {
    const withFilters = (n: number) => {
      let q: FirebaseFirestore.Query = admin.collection('c/doc1/sub');
      for (let i = 0; i < n; i++) q = q.where(`f${i}`, '==', i);
      return q;
    };
    // The parent document counts as one.
    expect((await withFilters(99).get()).size).toBe(0);
    await expect(withFilters(100).get()).rejects.toMatchObject({
      code: INVALID_ARGUMENT,
      message: expect.stringMatching(/maximum of 100/) as unknown,
    });
  });

  it('range or inequality filters on more than 10 fields', async () => {
    let q = admin.collection('c').where('f0', '>', 0);
    for (let i = 1; i <= 10; i++) q = q.where(`f${i}`, '>', 0);
    await expect(q.get()).rejects.toMatchObject({ code: INVALID_ARGUMENT });
    let ten = admin.collection('c').where('f0', '>', 0);
    for (let i = 1; i < 10; i++) ten = ten.where(`f${i}`, '>', 0);
    expect((await ten.get()).size).toBe(0);
  });
});
