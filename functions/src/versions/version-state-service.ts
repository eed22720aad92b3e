// Keeps the derived version flags true after any write to an agent or its workflows: a copy's
// isEdited (it differs from its live agent) and a snapshot's isEdited (the live agent changed since).
import { draftAgentIdOf, draftDiffersFromLive, versionContent, type Agent } from '@parley/domain';
import { agentRef, readAgent } from '../lib/collections';
import { db } from '../lib/firestore';
import { readVersion, readWorkflows, versionRef } from './version-store';

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
