import type { Change, EngineCore, Publication, QueryMemo } from './core.ts';
import { docJsonOrNull } from './document.ts';
import { formatTimestamp } from './time.ts';
import { updateMaskOf } from './update-mask.ts';

/**
 * Fans a commit out: Listen observers first (they drive client snapshots), then onCommit listeners.
 * A subscriber may commit from inside its callback; that commit's publication is queued behind the
 * current one, so every subscriber still sees commits whole and in commit order.
 */
export function publish(
  core: EngineCore,
  database: string,
  changes: readonly Change[],
  commitTime: bigint,
  emitEvents: boolean,
): void {
  core.publications.push({ database, changes, commitTime, emitEvents });
  if (core.publishing) return;
  core.publishing = true;
  try {
    for (let next = core.publications.shift(); next; next = core.publications.shift()) deliver(core, next);
  } finally {
    core.publishing = false;
  }
}

function deliver(core: EngineCore, { database, changes, commitTime, emitEvents }: Publication): void {
  const memo: QueryMemo = new Map();
  for (const observer of core.observers) {
    try {
      observer.onChanges(database, changes, commitTime, memo);
    } catch {
      // A broken stream (its transport threw) must not fail a commit that has already happened.
    }
  }
  if (!emitEvents || core.commitListeners.size === 0) return;
  const time = formatTimestamp(commitTime);
  const events = changes.map((c) => ({
    name: (c.after ?? c.before)?.name ?? `${database}/documents/${c.path}`,
    before: docJsonOrNull(c.before),
    after: docJsonOrNull(c.after),
    updateMask: c.before && c.after ? updateMaskOf(c.before.fields, c.after.fields) : [],
    commitTime: time,
  }));
  for (const listener of core.commitListeners) {
    try {
      listener(database, events);
    } catch {
      // A failing subscriber (e.g. trigger delivery) must not fail the commit that already happened.
    }
  }
}
