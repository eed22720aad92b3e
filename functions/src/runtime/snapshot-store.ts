// Where a conversation's snapshot comes from and is kept. A conversation reads its agent once, at its
// start: the agent as it is now (a draft, or a live agent's current configuration) or a published
// version's stored snapshot. The snapshot is stored once under its content hash (t_runtime_snapshots), so
// each turn reads only its conversation and any instance finds the snapshot in its memory by that id.
import { createHash } from 'node:crypto';
import { COLLECTIONS, type Agent, type Workflow } from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { buildSnapshot, type RuntimeSnapshot } from '@parley/runtime';
import { db } from '../lib/firestore';
import { readVersion, readWorkflows } from '../versions/version-store';

const cache = new Map<string, RuntimeSnapshot>();
/** Snapshots kept per instance; each is immutable, so the oldest simply goes first. */
const CACHE_LIMIT = 200;

/** Reads outside a transaction, for the version store's readers (which take a transaction's get). */
const directReader = {
  get: (target: { get: () => Promise<unknown> }) => target.get(),
} as unknown as Pick<Transaction, 'get'>;

const snapshotsRef = () => db().collection(COLLECTIONS.runtimeSnapshots);

function remember(id: string, snapshot: RuntimeSnapshot): void {
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(id, snapshot);
}

/** Which configuration a conversation runs: the agent as it is now, or one published version. */
export type SnapshotTarget =
  { kind: 'current'; agent: Agent } | { kind: 'version'; agentId: string; version: number };

/** Builds the target's snapshot; null when the version does not exist (or is incomplete). */
export async function loadSnapshot(target: SnapshotTarget): Promise<RuntimeSnapshot | null> {
  if (target.kind === 'current') {
    const workflows: Workflow[] = await readWorkflows(target.agent.id, directReader);
    return buildSnapshot(target.agent, workflows, target.agent.isDraft ? null : target.agent.version);
  }
  const stored = await readVersion(target.agentId, target.version, directReader);
  if (!stored) return null;
  return buildSnapshot(stored.snapshot, stored.workflows, stored.version);
}

/** Stores `snapshot` under its content hash (once) and answers the id. */
export async function keepSnapshot(snapshot: RuntimeSnapshot): Promise<string> {
  const json = JSON.stringify(snapshot);
  const id = `${snapshot.agentId}_${createHash('sha256').update(json).digest('hex').slice(0, 32)}`;
  if (!cache.has(id)) {
    await snapshotsRef()
      .doc(id)
      .set(
        { agentId: snapshot.agentId, orgId: snapshot.orgId, json, createdAt: new Date() },
        { merge: true },
      );
    remember(id, snapshot);
  }
  return id;
}

/** The stored snapshot `id`, from this instance's memory when it has it. */
export async function readSnapshot(id: string): Promise<RuntimeSnapshot | null> {
  const cached = cache.get(id);
  if (cached) return cached;
  const doc = await snapshotsRef().doc(id).get();
  const json: unknown = doc.get('json');
  if (typeof json !== 'string') return null;
  const snapshot = JSON.parse(json) as RuntimeSnapshot;
  remember(id, snapshot);
  return snapshot;
}
