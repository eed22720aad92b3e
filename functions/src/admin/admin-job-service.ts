// Platform ADMIN batch operations on agents, one chunk at a time (docs/versions.md#admin-batch-jobs).
import {
  adminJobSchema,
  agentSchema,
  BATCH_CHUNK_SIZE,
  chunk,
  COLLECTIONS,
  IN_QUERY_CHUNK_SIZE,
  type AdminJob,
  type AdminJobOperation,
  type Agent,
} from '@parley/domain';
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type Firestore,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { agentRef, orgRef, userRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { clearAgentCache } from '../voice-engine/voice-engine-client';

export const adminJobRef = (jobId: string): DocumentReference =>
  db().collection(COLLECTIONS.adminJobs).doc(jobId);

// Writes per commit: well inside Firestore's limits on a commit's size.
const WRITES_PER_BATCH = 500;
const CACHE_CLEARS_AT_ONCE = 20;

/** Collects writes and commits them in batches; `commit` resolves once all are written, in order. */
class Batches {
  private readonly done: WriteBatch[] = [];
  private current: WriteBatch;
  private count = 0;
  constructor(private readonly firestore: Firestore) {
    this.current = firestore.batch();
  }
  private next(): WriteBatch {
    if (this.count === WRITES_PER_BATCH) {
      this.done.push(this.current);
      this.current = this.firestore.batch();
      this.count = 0;
    }
    this.count += 1;
    return this.current;
  }
  update(ref: DocumentReference, data: Record<string, unknown>): void {
    this.next().update(ref, data);
  }
  delete(ref: DocumentReference): void {
    this.next().delete(ref);
  }
  async commit(): Promise<void> {
    for (const batch of [...this.done, this.current]) await batch.commit();
  }
}

/** The next chunk's agent ids after the cursor, in id order. */
async function nextIds(job: AdminJob): Promise<string[]> {
  if ('agentIds' in job.selection) {
    const ids = [...new Set(job.selection.agentIds)].sort();
    return ids.filter((id) => job.cursor === null || id > job.cursor).slice(0, BATCH_CHUNK_SIZE);
  }
  let query = db()
    .collection(COLLECTIONS.agents)
    .where('orgId', '==', job.selection.orgId)
    .orderBy(FieldPath.documentId())
    .limit(BATCH_CHUNK_SIZE);
  if (job.cursor !== null) query = query.startAfter(job.cursor);
  return (await query.select().get()).docs.map((doc) => doc.id);
}

/** Every document of `collection` whose `field` names one of `agentIds`. */
async function refsByAgent(collection: string, field: string, agentIds: readonly string[]) {
  const pieces = await Promise.all(
    chunk(agentIds, IN_QUERY_CHUNK_SIZE).map((ids) =>
      db().collection(collection).where(field, 'in', ids).select().get(),
    ),
  );
  return pieces.flatMap((snapshot) => snapshot.docs.map((doc) => doc.ref));
}

/** Adds one operation's writes for the agents of a chunk. Every write is idempotent. */
async function addWrites(
  batches: Batches,
  operation: AdminJobOperation,
  agents: readonly Agent[],
): Promise<void> {
  if (operation.kind !== 'delete') {
    const fields =
      operation.kind === 'cluster'
        ? { cluster: operation.cluster }
        : operation.kind === 'openAiResources'
          ? { openAiResourcesEnabled: operation.enabled }
          : { concurrency: operation.concurrency };
    for (const agent of agents) batches.update(agentRef(agent.id), fields);
    return;
  }
  const ids = agents.map((agent) => agent.id);
  const related = [
    ...(await refsByAgent(COLLECTIONS.workflows, 'agentId', ids)),
    ...(await refsByAgent(COLLECTIONS.agentEndpoints, 'agent_id', ids)),
  ];
  for (const ref of related) batches.delete(ref);
  for (const id of ids) batches.delete(agentRef(id));
  const removeFrom = async (ref: DocumentReference, removed: string[]) => {
    if ((await ref.get()).exists) batches.update(ref, { agentIds: FieldValue.arrayRemove(...removed) });
  };
  const byGroup = (key: (agent: Agent) => string) => {
    const groups = new Map<string, string[]>();
    for (const agent of agents) groups.set(key(agent), [...(groups.get(key(agent)) ?? []), agent.id]);
    return groups;
  };
  for (const [orgId, removed] of byGroup((agent) => agent.orgId)) await removeFrom(orgRef(orgId), removed);
  for (const [uid, removed] of byGroup((agent) => agent.uid)) await removeFrom(userRef(uid), removed);
}

export type ChunkOutcome = 'advanced' | 'done' | 'idle';

/**
 * Handles the next chunk (BATCH_CHUNK_SIZE agents after the cursor) of a running job: applies the
 * operation, then commits the job's progress and cursor after the chunk's writes. A crash before that
 * commit repeats the chunk, which changes nothing twice (the writes are idempotent; listed agents
 * already gone count as failed again only if the progress was never committed). Answers 'advanced',
 * 'done' when this chunk was the last, 'idle' when the job is not running.
 */
export async function runAdminJobChunk(jobId: string): Promise<ChunkOutcome> {
  const snapshot = await adminJobRef(jobId).get();
  if (!snapshot.exists) return 'idle';
  const job = adminJobSchema.parse({ ...snapshot.data(), id: snapshot.id });
  if (job.status !== 'running') return 'idle';

  const ids = await nextIds(job);
  const docs = ids.length > 0 ? await db().getAll(...ids.map(agentRef)) : [];
  const agents = docs
    .filter((doc) => doc.exists)
    .map((doc) => agentSchema.parse({ ...doc.data(), id: doc.id }));
  const batches = new Batches(db());
  await addWrites(batches, job.operation, agents);
  const last = ids.at(-1) ?? job.cursor;
  const finished = ids.length < BATCH_CHUNK_SIZE || (await nextIds({ ...job, cursor: last })).length === 0;
  batches.update(adminJobRef(jobId), {
    cursor: last,
    done: job.done + agents.length,
    failed: job.failed + (ids.length - agents.length),
    chunks: job.chunks + (ids.length > 0 ? 1 : 0),
    status: finished ? 'done' : 'running',
    updatedAt: FieldValue.serverTimestamp(),
  });
  await batches.commit();

  for (const group of chunk(agents, CACHE_CLEARS_AT_ONCE)) {
    await Promise.all(group.map((agent) => clearAgentCache(agent.id)));
  }
  return finished ? 'done' : 'advanced';
}
