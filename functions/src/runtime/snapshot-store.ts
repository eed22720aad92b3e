// Where a conversation's snapshot comes from and is kept. A conversation reads its agent once, at its
// start: the agent as it is now (a draft, or a live agent's current configuration) or a published
// version's stored snapshot. The snapshot is stored once under its content hash (t_runtime_snapshots), so
// each turn reads only its conversation and any instance finds the snapshot in its memory by that id.
import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  customActionSchema,
  isCustomActionVisible,
  organisationSchema,
  teammateUids,
  type Agent,
  type Workflow,
} from '@parley/domain';
import {
  buildSnapshot,
  customActionIds,
  type RuntimeSnapshot,
  type SnapshotAction,
  type SnapshotExtras,
} from '@parley/runtime';
import { db } from '../lib/firestore';
import { readVersionNow, readWorkflowsNow } from '../versions/version-store';

const cache = new Map<string, RuntimeSnapshot>();
/** Snapshots kept per instance; each is immutable, so the oldest simply goes first. */
const CACHE_LIMIT = 200;

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
  let agent: Agent;
  let workflows: Workflow[];
  let version: number | null;
  if (target.kind === 'current') {
    agent = target.agent;
    workflows = await readWorkflowsNow(agent.id);
    version = agent.isDraft ? null : agent.version;
  } else {
    const stored = await readVersionNow(target.agentId, target.version);
    if (!stored) return null;
    ({ snapshot: agent, workflows, version } = stored);
  }
  const bare = buildSnapshot(agent, workflows, version);
  return buildSnapshot(agent, workflows, version, await extrasOf(bare, agent.uid));
}

/**
 * What the snapshot carries besides the agent, read once here and never mid-call: the owner's e-mail
 * address ({{owner_email}}) and the marketplace actions its CUSTOM_ACTION steps name — those the
 * organisation may use (published, or made by one of its members; isCustomActionVisible).
 */
async function extrasOf(snapshot: RuntimeSnapshot, ownerUid: string): Promise<SnapshotExtras> {
  const ids = customActionIds(Object.values(snapshot.workflows));
  const [owner, org, ...actions] = await db().getAll(
    db()
      .collection(COLLECTIONS.users)
      .doc(ownerUid || '-'),
    db()
      .collection(COLLECTIONS.orgs)
      .doc(snapshot.orgId || '-'),
    ...ids.map((id) => db().collection(COLLECTIONS.customActions).doc(id)),
  );
  const email: unknown = owner?.get('email');
  const members = organisationSchema.safeParse({ ...org?.data(), id: org?.id });
  const sameOrg = new Set(members.success ? teammateUids([members.data]) : []);
  const customActions: Record<string, SnapshotAction> = {};
  for (const doc of actions) {
    const parsed = customActionSchema.safeParse({ ...doc.data(), id: doc.id });
    if (!doc.exists || !parsed.success || !isCustomActionVisible(parsed.data, sameOrg)) continue;
    customActions[doc.id] = { name: parsed.data.name, request: parsed.data.request };
  }
  return { ownerEmail: typeof email === 'string' ? email : '', customActions };
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
