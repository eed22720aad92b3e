// Keeps the derived version flags true after any write to an agent or its workflows: a copy's
// isEdited (it differs from its live agent) and a snapshot's isEdited (the live agent changed since);
// and removes a deleted live agent's copies and snapshots.
import {
  COLLECTIONS,
  draftAgentIdOf,
  draftDiffersFromLive,
  versionContent,
  type Agent,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { agentRef, readAgent } from '../lib/collections';
import { db } from '../lib/firestore';
import { abTestRef } from './ab-test-store';
import { deleteCopy, readVersion, readWorkflows, versionRef } from './version-store';

export type VersionStateOutcome = 'unchanged' | 'updated' | 'ignored';

async function refreshCopy(copyId: string): Promise<VersionStateOutcome> {
  return db().runTransaction(async (tx) => {
    const copy = await readAgent(copyId, tx);
    if (!copy?.sourceAgentId || !(copy.isDraft || copy.isABTestAgent)) return 'ignored';
    const live = await readAgent(copy.sourceAgentId, tx);
    if (!live) return 'ignored';
    const isEdited = draftDiffersFromLive(
      { agent: copy, workflows: await readWorkflows(copy.id, tx) },
      { agent: live, workflows: await readWorkflows(live.id, tx) },
    );
    if (isEdited === copy.isEdited) return 'unchanged';
    tx.update(agentRef(copy.id), { isEdited });
    return 'updated';
  });
}

async function refreshSnapshot(live: Agent): Promise<VersionStateOutcome> {
  return db().runTransaction(async (tx) => {
    const version = await readVersion(live.id, live.version, tx);
    if (!version || version.isEdited) return 'ignored';
    const current = await readAgent(live.id, tx);
    if (current?.version !== live.version) return 'ignored';
    const edited =
      versionContent(current, await readWorkflows(live.id, tx)) !==
      versionContent(version.snapshot, version.workflows);
    if (!edited) return 'unchanged';
    tx.update(versionRef(live.id, live.version), { isEdited: true });
    return 'updated';
  });
}

/**
 * After a write to agent `agentId` or one of its workflows: a copy gets its isEdited recomputed; a live
 * agent's draft too, and its current version's snapshot is marked edited when the live agent no
 * longer matches it (publish then snapshots it afresh). Idempotent: a replay finds nothing to change,
 * and its own writes touch no versioned field, so it never loops.
 */
export async function refreshVersionState(agentId: string): Promise<VersionStateOutcome[]> {
  const agent = await readAgent(agentId);
  if (!agent) return [];
  if (agent.isDraft || agent.isABTestAgent) return [await refreshCopy(agent.id)];
  return [await refreshCopy(draftAgentIdOf(agent.id)), await refreshSnapshot(agent)];
}

/**
 * After a live agent is deleted: its draft and A/B copies go with their workflows, its snapshots too
 * (nobody can open them any more), and a running test is marked discarded. Each copy is deleted in its
 * own transaction, so a replay finds less to do and changes nothing twice.
 */
export async function removeVersionsOf(agentId: string): Promise<number> {
  const copies = await db().collection(COLLECTIONS.agents).where('sourceAgentId', '==', agentId).get();
  for (const copy of copies.docs) {
    await db().runTransaction(async (tx) => {
      const workflows = await readWorkflows(copy.id, tx);
      const testCaseId: unknown = copy.get('abTestCaseId');
      const test = typeof testCaseId === 'string' ? await tx.get(abTestRef(testCaseId)) : null;
      // Reads first, then writes, as transactions require.
      deleteCopy(tx, copy.id, workflows);
      if (test?.get('status') === 'running') {
        tx.update(test.ref, { status: 'discarded', endedAt: FieldValue.serverTimestamp() });
      }
    });
  }
  const versions = await db().collection(COLLECTIONS.agentVersions).where('agentId', '==', agentId).get();
  const batch = db().batch();
  versions.docs.forEach((version) => batch.delete(version.ref));
  await batch.commit();
  return copies.size + versions.size;
}
