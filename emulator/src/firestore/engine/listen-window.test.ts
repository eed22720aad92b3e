import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../api.ts';
import {
  DB,
  OWNER,
  ROOT,
  RecordingSink,
  doc,
  random,
  runQuery,
  setWrite,
  testEngine,
  v,
  write,
} from './test-support.ts';

/**
 * Limit windows are maintained incrementally where possible; this drives random commits and checks
 * that what a listener has been told always equals the query's current result.
 */

/** Applies listen messages to a client-side view: target id → (name → updateTime). */
function applyMessages(view: Map<number, Map<string, string>>, messages: JsonObject[]): void {
  for (const m of messages) {
    const dc = m.documentChange as JsonObject | undefined;
    if (dc) {
      const d = dc.document as JsonObject;
      for (const id of (dc.targetIds as number[] | undefined) ?? [])
        view.get(id)?.set(d.name as string, d.updateTime as string);
      for (const id of (dc.removedTargetIds as number[] | undefined) ?? [])
        view.get(id)?.delete(d.name as string);
    }
    const gone = (m.documentDelete ?? m.documentRemove) as JsonObject | undefined;
    if (gone) {
      for (const id of gone.removedTargetIds as number[]) view.get(id)?.delete(gone.document as string);
    }
  }
}

const queries: Record<number, JsonObject> = {
  2: {
    from: [{ collectionId: 'c' }],
    orderBy: [{ field: { fieldPath: 'n' }, direction: 'DESCENDING' }],
    limit: 3,
  },
  4: { from: [{ collectionId: 'c' }], orderBy: [{ field: { fieldPath: 'n' } }], limit: 1 },
  6: { from: [{ collectionId: 'c' }], orderBy: [{ field: { fieldPath: 'n' } }], offset: 1, limit: 2 },
  8: {
    from: [{ collectionId: 'c' }],
    where: { fieldFilter: { field: { fieldPath: 'even' }, op: 'EQUAL', value: v.bool(true) } },
    orderBy: [{ field: { fieldPath: 'n' } }],
    limit: 2,
  },
  10: { from: [{ collectionId: 'c' }], limit: 4 },
  12: {
    from: [{ collectionId: 'c' }],
    where: { fieldFilter: { field: { fieldPath: 'n' }, op: 'GREATER_THAN_OR_EQUAL', value: v.int(2) } },
    endAt: { values: [v.int(4)], before: false },
  },
  14: {
    from: [{ collectionId: 'c' }],
    orderBy: [{ field: { fieldPath: 'n' } }],
    startAt: { values: [v.int(1)] },
    limit: 2,
  },
};

describe('listen: limit windows under random commits', () => {
  for (const seed of [1, 7, 42, 1234]) {
    it(`stays equal to the query result (seed ${seed})`, () => {
      const { engine } = testEngine();
      const next = random(seed);
      const sink = new RecordingSink();
      const session = engine.openListen(OWNER, sink);
      const view = new Map<number, Map<string, string>>();
      for (const [id, structuredQuery] of Object.entries(queries)) {
        view.set(Number(id), new Map());
        session.onRequest({
          database: DB,
          addTarget: { targetId: Number(id), query: { parent: ROOT, structuredQuery } },
        });
      }
      applyMessages(view, sink.take());
      for (let step = 0; step < 150; step++) {
        const writes: JsonObject[] = [];
        const count = 1 + Math.floor(next() * 3);
        for (let k = 0; k < count; k++) {
          const path = `c/d${Math.floor(next() * 8)}`;
          const n = Math.floor(next() * 6);
          if (next() < 0.25) writes.push({ delete: doc(path) });
          else if (next() < 0.1) writes.push(setWrite(path, { other: v.int(n) }));
          else writes.push(setWrite(path, { n: v.int(n), even: v.bool(n % 2 === 0) }));
        }
        write(engine, ...writes);
        applyMessages(view, sink.take());
        for (const [id, structuredQuery] of Object.entries(queries)) {
          const expected = runQuery(engine, structuredQuery)
            .map((p) => doc(p))
            .sort();
          expect([...(view.get(Number(id))?.keys() ?? [])].sort(), `target ${id} at step ${step}`).toEqual(
            expected,
          );
        }
      }
    });
  }
});
