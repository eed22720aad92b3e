/**
 * In-process performance check of the engine (not a test): commit round trip, a 10k-document query,
 * Listen fan-out and the memory held by 100k documents of ~1 KB.
 *   node --expose-gc --import tsx emulator/src/firestore/engine/measure.ts [memory]
 */
import type { JsonObject, StreamSink } from '../api.ts';
import { decodeFields } from './codec.ts';
import { createFirestoreEngine } from './engine.ts';
import { documentSize } from './size.ts';
import { syncEngine } from './test-support.ts';

const DB = 'projects/bench/databases/(default)';
const ROOT = `${DB}/documents`;
const OWNER = { caller: { kind: 'owner' } } as const;
const gc = (globalThis as { gc?: () => void }).gc;

/** ~1 KB of fields: a few typed values plus text. */
function fields(i: number): JsonObject {
  return {
    status: { stringValue: `s${i % 10}` },
    score: { integerValue: String((i * 7919) % 100_000) },
    ratio: { doubleValue: (i % 1000) / 7 },
    createdAt: { timestampValue: '2024-01-01T00:00:00.000000Z' },
    owner: { stringValue: `user-${i % 500}` },
    tags: { arrayValue: { values: [{ stringValue: 'alpha' }, { stringValue: `t${i % 20}` }] } },
    meta: { mapValue: { fields: { a: { booleanValue: true }, b: { integerValue: String(i) } } } },
    body: { stringValue: `${'lorem ipsum dolor sit amet '.repeat(30)}${i}` },
  };
}

function time(label: string, runs: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(runs, 200); i++) fn(i); // warm-up
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) fn(i);
  const perRun = Number(process.hrtime.bigint() - start) / runs / 1e6;
  const cpu = process.cpuUsage(cpuStart);
  const cpuPerRun = (cpu.user + cpu.system) / runs / 1000;
  // CPU time is reported too: on a loaded machine wall time mostly measures waiting for a core.
  console.log(`${label}: ${perRun.toFixed(3)} ms wall, ${cpuPerRun.toFixed(3)} ms CPU`);
  return perRun;
}

function commitRoundTrip(): void {
  const engine = syncEngine(createFirestoreEngine());
  time('commit round trip (1 doc, ~1 KB, JSON in/out)', 10_000, (i) => {
    engine.commit(OWNER, {
      database: DB,
      writes: [{ update: { name: `${ROOT}/c/d${i % 1000}`, fields: fields(i) } }],
    });
  });
}

function query10k(): void {
  const engine = syncEngine(createFirestoreEngine());
  for (let i = 0; i < 10_000; i += 500) {
    const writes = Array.from({ length: 500 }, (_, k) => ({
      update: { name: `${ROOT}/items/i${i + k}`, fields: fields(i + k) },
    }));
    engine.commit(OWNER, { database: DB, writes });
  }
  const structuredQuery = {
    from: [{ collectionId: 'items' }],
    where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 's3' } } },
    orderBy: [{ field: { fieldPath: 'score' }, direction: 'DESCENDING' }],
    limit: 50,
  };
  time('query over 10,000 docs (== filter + orderBy + limit 50)', 200, () => {
    const res = engine.runQuery(OWNER, { parent: ROOT, structuredQuery });
    if (res.length !== 50) throw new Error(`expected 50 results, got ${res.length}`);
  });
}

function listenFanOut(): void {
  const engine = syncEngine(createFirestoreEngine());
  engine.commit(OWNER, {
    database: DB,
    writes: [{ update: { name: `${ROOT}/room/r1`, fields: fields(1) } }],
  });
  let received = 0;
  const sink: StreamSink = {
    send: (m) => {
      if ('documentChange' in m) received++;
    },
    fail: () => undefined,
  };
  for (let i = 0; i < 100; i++) {
    engine.openListen(OWNER, sink).onRequest({
      database: DB,
      addTarget: {
        targetId: 2,
        query: { parent: ROOT, structuredQuery: { from: [{ collectionId: 'room' }] } },
      },
    });
  }
  received = 0;
  const perCommit = time('commit fanned out to 100 listeners', 200, (i) => {
    engine.commit(OWNER, {
      database: DB,
      writes: [{ update: { name: `${ROOT}/room/r1`, fields: fields(i + 2) } }],
    });
  });
  console.log(`  (${received} document changes delivered; ${(perCommit / 100).toFixed(4)} ms per listener)`);
}

function memory100k(): void {
  gc?.();
  const base = process.memoryUsage().rss;
  const engine = syncEngine(createFirestoreEngine());
  for (let i = 0; i < 100_000; i += 500) {
    const writes = Array.from({ length: 500 }, (_, k) => ({
      update: { name: `${ROOT}/docs/d${i + k}`, fields: fields(i + k) },
    }));
    engine.commit(OWNER, { database: DB, writes });
  }
  gc?.();
  const sample = engine.getDocument(OWNER, { name: `${ROOT}/docs/d50000` });
  console.log(
    `document size: ${documentSize('docs/d50000', decodeFields(sample.fields))} bytes (Firestore storage size)`,
  );
  const rss = process.memoryUsage().rss;
  const heap = process.memoryUsage().heapUsed;
  console.log(
    `100,000 docs of ~1 KB: RSS ${(rss / 2 ** 20).toFixed(0)} MB total (+${((rss - base) / 2 ** 20).toFixed(0)} MB), heap ${(heap / 2 ** 20).toFixed(0)} MB${gc ? '' : ' (run with --expose-gc for settled numbers)'}`,
  );
  // Keep the engine alive until measured.
  if (engine.getDocument(OWNER, { name: `${ROOT}/docs/d1` }).name === undefined) throw new Error('lost');
}

// `measure.ts memory` runs only the memory check, in a fresh process (RSS is not given back by earlier runs).
if (process.argv.includes('memory')) {
  memory100k();
} else {
  commitRoundTrip();
  query10k();
  listenFanOut();
}
