import { deleteApp, initializeApp } from 'firebase-admin/app';
import { AggregateField, FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueProjectId, useEmulator } from '../helpers/emulator.ts';

/**
 * Query Explain through the Admin SDK's `explain()` over gRPC and over REST (`preferRest`), for
 * queries, aggregations and vector queries: a plan alone, or results with execution statistics.
 */
const env = useEmulator();

/** The REST fallback takes its Authorization header from an auth client (see admin-prefer-rest.test.ts). */
const ownerAuth = {
  universeDomain: 'googleapis.com',
  getRequestHeaders: () => Promise.resolve(new Headers({ Authorization: 'Bearer owner' })),
};

const transports: [string, () => Firestore][] = [];
let restCleanup: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const projectId = uniqueProjectId('explain');
  const grpc = env.admin(projectId);
  const app = initializeApp({ projectId }, `explain-rest-${process.pid}`);
  const rest = getFirestore(app);
  rest.settings({ host: `${env.host}:${env.port}`, ssl: false, preferRest: true, auth: ownerAuth });
  restCleanup = async () => {
    await rest.terminate();
    await deleteApp(app);
  };
  transports.push(['gRPC', () => grpc], ['REST', () => rest]);
  const batch = grpc.batch();
  batch.set(grpc.doc('e/doc1'), { foo: 1, embedding: FieldValue.vector([1, 1]) });
  batch.set(grpc.doc('e/doc2'), { foo: 2, embedding: FieldValue.vector([5, 5]) });
  batch.set(grpc.doc('e/doc3'), { foo: 1, embedding: FieldValue.vector([10, 10]) });
  await batch.commit();
});
afterAll(async () => {
  await restCleanup?.();
});

describe.each([['gRPC'], ['REST']])('Query Explain over %s', (transport) => {
  const db = (): Firestore =>
    (transports.find(([name]) => name === transport) as [string, () => Firestore])[1]();

  it('plans a query without running it', async () => {
    const results = await db().collection('e').where('foo', '==', 1).explain({ analyze: false });
    expect(results.snapshot).toBeNull();
    expect(results.metrics.executionStats).toBeNull();
    expect(results.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(foo ASC, __name__ ASC)' },
    ]);
  });

  it('analyzes a query: results plus execution statistics', async () => {
    const results = await db().collection('e').where('foo', '==', 1).explain({ analyze: true });
    expect(results.snapshot?.docs.map((d) => d.id)).toEqual(['doc1', 'doc3']);
    const stats = results.metrics.executionStats;
    expect(stats?.resultsReturned).toBe(2);
    expect(stats?.readOperations).toBe(2);
    expect(Object.keys(stats?.debugStats ?? {}).length).toBeGreaterThan(0);
    const duration = stats?.executionDuration;
    expect((duration?.seconds ?? 0) > 0 || (duration?.nanoseconds ?? 0) > 0).toBe(true);
    expect(results.metrics.planSummary.indexesUsed.length).toBe(1);
  });

  it('analyzes a query with no results (one read is still billed)', async () => {
    const results = await db().collection('e').where('foo', '==', 9).explain({ analyze: true });
    expect(results.snapshot?.size).toBe(0);
    expect(results.metrics.executionStats?.resultsReturned).toBe(0);
    expect(results.metrics.executionStats?.readOperations).toBe(1);
  });

  it('plans and analyzes an aggregation', async () => {
    const query = db().collection('e').where('foo', '<', 3).count();
    const planned = await query.explain({ analyze: false });
    expect(planned.snapshot).toBeNull();
    expect(planned.metrics.executionStats).toBeNull();
    expect(planned.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(foo ASC, __name__ ASC)' },
    ]);
    const analyzed = await db()
      .collection('e')
      .aggregate({ n: AggregateField.count(), total: AggregateField.sum('foo') })
      .explain({ analyze: true });
    expect(analyzed.snapshot?.data()).toEqual({ n: 3, total: 4 });
    expect(analyzed.metrics.executionStats?.resultsReturned).toBe(1);
    expect(analyzed.metrics.executionStats?.readOperations).toBe(1);
  });

  it('plans and analyzes a vector query', async () => {
    // The SDK's typings omit VectorQuery.explain(), which it implements.
    const vectorQuery = db()
      .collection('e')
      .findNearest({
        vectorField: 'embedding',
        queryVector: [0, 0],
        limit: 2,
        distanceMeasure: 'EUCLIDEAN',
      }) as unknown as {
      explain(options: {
        analyze: boolean;
      }): Promise<FirebaseFirestore.ExplainResults<FirebaseFirestore.VectorQuerySnapshot>>;
    };
    const planned = await vectorQuery.explain({ analyze: false });
    expect(planned.snapshot).toBeNull();
    expect(planned.metrics.planSummary.indexesUsed).toEqual([
      { query_scope: 'Collection', properties: '(embedding VECTOR)' },
    ]);
    const analyzed = await vectorQuery.explain({ analyze: true });
    expect(analyzed.snapshot?.docs.map((d) => d.id)).toEqual(['doc1', 'doc2']);
    expect(analyzed.metrics.executionStats?.resultsReturned).toBe(2);
  });
});

it('a plain query carries no explain metrics (the stream ends with the results)', async () => {
  const db = (transports[0] as [string, () => Firestore])[1]();
  const seen: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    db.collection('e')
      .explainStream({ analyze: true })
      .on('data', (data: { metrics?: unknown }) => seen.push(data.metrics))
      .on('end', resolve)
      .on('error', reject);
  });
  // Three documents in three responses; only the last one carries the metrics.
  expect(seen.length).toBe(3);
  expect(seen.filter((m) => m !== undefined)).toHaveLength(1);
  expect(seen[2]).toBeDefined();
});
