import { AggregateField, FieldPath, Filter, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../helpers/emulator.ts';

const env = useEmulator();

/** One shared, read-only data set for every query in this file (queries never write). */
let db: Firestore;
const CITIES = [
  {
    id: 'sf',
    name: 'San Francisco',
    state: 'CA',
    pop: 860_000,
    tags: ['west', 'coast'],
    rank: 2,
    capital: false,
  },
  {
    id: 'la',
    name: 'Los Angeles',
    state: 'CA',
    pop: 3_900_000,
    tags: ['west', 'coast', 'south'],
    rank: 1,
    capital: false,
  },
  { id: 'dc', name: 'Washington', state: null, pop: 680_000, tags: ['east'], rank: 5, capital: true },
  { id: 'tok', name: 'Tokyo', state: 'TK', pop: 9_000_000, tags: [], rank: 3.5, capital: true },
  { id: 'bj', name: 'Beijing', state: 'BJ', pop: 21_500_000, tags: ['east'], capital: true },
  { id: 'nan', name: 'Nowhere', state: 'NA', pop: NaN, tags: ['none'], rank: 4, capital: false },
];

beforeAll(async () => {
  db = env.admin();
  const batch = db.batch();
  for (const { id, ...data } of CITIES) batch.set(db.collection('cities').doc(id), data);
  batch.set(db.doc('cities/sf/landmarks/bridge'), { name: 'Golden Gate', type: 'bridge' });
  batch.set(db.doc('cities/la/landmarks/sign'), { name: 'Hollywood', type: 'sign' });
  batch.set(db.doc('cities/tok/landmarks/tower'), { name: 'Skytree', type: 'tower' });
  batch.set(db.doc('landmarks/top'), { name: 'Top level', type: 'other' });
  await batch.commit();
});

async function ids(query: FirebaseFirestore.Query): Promise<string[]> {
  return (await query.get()).docs.map((d) => d.id);
}

const cities = (): FirebaseFirestore.CollectionReference => db.collection('cities');

describe('filters', () => {
  it.each([
    ['<', 860_000, ['dc']],
    ['<=', 860_000, ['dc', 'sf']],
    ['>', 9_000_000, ['bj']],
    ['>=', 9_000_000, ['tok', 'bj']],
    ['==', 680_000, ['dc']],
  ] as const)('pop %s %d', async (op, value, expected) => {
    expect(await ids(cities().where('pop', op, value))).toEqual(expected);
  });

  it('!= matches present, non-null, unequal values only', async () => {
    expect((await ids(cities().where('state', '!=', 'CA'))).sort()).toEqual(['bj', 'nan', 'tok']);
  });

  it('== null and != null use the null semantics of Firestore', async () => {
    expect(await ids(cities().where('state', '==', null))).toEqual(['dc']);
    expect((await ids(cities().where('state', '!=', null))).sort()).toEqual(['bj', 'la', 'nan', 'sf', 'tok']);
  });

  it('== NaN matches only NaN', async () => {
    expect(await ids(cities().where('pop', '==', NaN))).toEqual(['nan']);
  });

  it('array-contains and array-contains-any', async () => {
    expect((await ids(cities().where('tags', 'array-contains', 'coast'))).sort()).toEqual(['la', 'sf']);
    expect((await ids(cities().where('tags', 'array-contains-any', ['south', 'east']))).sort()).toEqual([
      'bj',
      'dc',
      'la',
    ]);
  });

  it('in and not-in', async () => {
    expect((await ids(cities().where('state', 'in', ['CA', 'TK']))).sort()).toEqual(['la', 'sf', 'tok']);
    expect((await ids(cities().where('state', 'not-in', ['CA', 'TK']))).sort()).toEqual(['bj', 'nan']);
  });

  it('compares only within a type: a string filter never matches numbers', async () => {
    expect(await ids(cities().where('pop', '>', 'a'))).toEqual([]);
  });

  it('OR filters, alone and inside AND', async () => {
    const either = Filter.or(Filter.where('state', '==', 'CA'), Filter.where('capital', '==', true));
    expect((await ids(cities().where(either))).sort()).toEqual(['bj', 'dc', 'la', 'sf', 'tok']);
    const both = Filter.and(Filter.where('pop', '>', 1_000_000), either);
    expect((await ids(cities().where(both))).sort()).toEqual(['bj', 'la', 'tok']);
  });

  it('filters on a document id with FieldPath.documentId()', async () => {
    expect(await ids(cities().where(FieldPath.documentId(), 'in', ['la', 'tok', 'zzz']))).toEqual([
      'la',
      'tok',
    ]);
    expect(await ids(cities().where(FieldPath.documentId(), '>=', 'sf'))).toEqual(['sf', 'tok']);
  });

  it('a filter never matches documents that lack the field', async () => {
    expect((await ids(cities().where('rank', '>', 0))).length).toBe(5);
  });
});

describe('ordering, cursors, limits', () => {
  it('orders ascending and descending, mixing integer and double values', async () => {
    expect(await ids(cities().orderBy('rank'))).toEqual(['la', 'sf', 'tok', 'nan', 'dc']);
    expect(await ids(cities().orderBy('rank', 'desc'))).toEqual(['dc', 'nan', 'tok', 'sf', 'la']);
  });

  it('puts NaN before all other numbers', async () => {
    expect((await ids(cities().orderBy('pop')))[0]).toBe('nan');
  });

  it('orders by several fields, then by document id', async () => {
    expect(await ids(cities().orderBy('capital', 'desc').orderBy('name'))).toEqual([
      'bj',
      'tok',
      'dc',
      'la',
      'nan',
      'sf',
    ]);
  });

  it('startAt, startAfter, endAt and endBefore cursors', async () => {
    const byRank = cities().orderBy('rank');
    expect(await ids(byRank.startAt(2))).toEqual(['sf', 'tok', 'nan', 'dc']);
    expect(await ids(byRank.startAfter(2))).toEqual(['tok', 'nan', 'dc']);
    expect(await ids(byRank.endAt(3.5))).toEqual(['la', 'sf', 'tok']);
    expect(await ids(byRank.endBefore(3.5))).toEqual(['la', 'sf']);
    expect(await ids(byRank.startAfter(1).endBefore(4))).toEqual(['sf', 'tok']);
  });

  it('cursors from a document snapshot', async () => {
    const tokyo = await db.doc('cities/tok').get();
    expect(await ids(cities().orderBy('rank').startAfter(tokyo))).toEqual(['nan', 'dc']);
  });

  it('limit, limitToLast and offset', async () => {
    expect(await ids(cities().orderBy('rank').limit(2))).toEqual(['la', 'sf']);
    expect(await ids(cities().orderBy('rank').limitToLast(2))).toEqual(['nan', 'dc']);
    expect(await ids(cities().orderBy('rank').offset(3))).toEqual(['nan', 'dc']);
    expect(await ids(cities().orderBy('rank').offset(1).limit(2))).toEqual(['sf', 'tok']);
  });

  it('an inequality filter orders by its field implicitly', async () => {
    expect(await ids(cities().where('pop', '>', 800_000))).toEqual(['sf', 'la', 'tok', 'bj']);
  });
});

describe('collection groups and projections', () => {
  it('collectionGroup finds every collection with that id at any depth', async () => {
    expect((await ids(db.collectionGroup('landmarks'))).sort()).toEqual(['bridge', 'sign', 'top', 'tower']);
    expect(await ids(db.collectionGroup('landmarks').where('type', '==', 'tower'))).toEqual(['tower']);
  });

  it('select returns only the requested fields', async () => {
    const snap = await cities().where('state', '==', 'TK').select('name', 'tags').get();
    expect(snap.docs[0]?.data()).toEqual({ name: 'Tokyo', tags: [] });
  });

  it('select() with no fields returns documents with no data', async () => {
    const snap = await cities().orderBy('rank').limit(1).select().get();
    expect(snap.docs[0]?.data()).toEqual({});
  });

  it('stream() yields the same documents as get()', async () => {
    const streamed: string[] = [];
    for await (const doc of cities().orderBy('name').stream())
      streamed.push((doc as unknown as { id: string }).id);
    expect(streamed).toEqual(await ids(cities().orderBy('name')));
  });
});

describe('aggregations', () => {
  it('count, with and without filters', async () => {
    expect((await cities().count().get()).data().count).toBe(6);
    expect((await cities().where('capital', '==', true).count().get()).data().count).toBe(3);
    expect((await db.collection('empty').count().get()).data().count).toBe(0);
  });

  it('sum of integers is an integer and avg is a double', async () => {
    const snap = await cities()
      .where('state', '==', 'CA')
      .aggregate({
        total: AggregateField.sum('pop'),
        mean: AggregateField.average('pop'),
        n: AggregateField.count(),
      })
      .get();
    expect(snap.data()).toEqual({ total: 4_760_000, mean: 2_380_000, n: 2 });
  });

  it('sum mixing integers and doubles, ignoring non-numbers and missing fields', async () => {
    const snap = await cities()
      .aggregate({ total: AggregateField.sum('rank') })
      .get();
    expect(snap.data().total).toBe(15.5);
  });

  it('avg of nothing is null; sum of nothing is 0', async () => {
    const snap = await db
      .collection('empty')
      .aggregate({ mean: AggregateField.average('x'), total: AggregateField.sum('x') })
      .get();
    expect(snap.data()).toEqual({ mean: null, total: 0 });
  });

  it('count respects limit', async () => {
    expect((await cities().limit(4).count().get()).data().count).toBe(4);
  });
});

describe('consistency', () => {
  it('an acknowledged write is visible to every later read and query', async () => {
    const own = env.admin();
    for (let i = 0; i < 20; i++) {
      await own.doc(`seq/${i}`).set({ i, at: Timestamp.now() });
      expect((await own.doc(`seq/${i}`).get()).get('i')).toBe(i);
      expect((await own.collection('seq').count().get()).data().count).toBe(i + 1);
    }
  });
});
