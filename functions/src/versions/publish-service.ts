// Publishing a copy (a draft, or a promoted B copy) onto its live agent, in one transaction
// (docs/versions.md#publish).
import {
  afterPublish,
  API_ERROR_REASONS,
  draftDiffersFromLive,
  liveWorkflowIdOf,
  publishPreconditionError,
  versionedFieldsOf,
  type Agent,
  type User,
  type Workflow,
} from '@parley/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { agentRef, readAgent } from '../lib/collections';
import { failure } from '../lib/errors';
import { readVersion, readWorkflows, stampOf, workflowRef, writeSnapshot } from './version-store';

export interface PublishPlan {
  copy: Agent;
  copyWorkflows: Workflow[];
  live: Agent;
  liveWorkflows: Workflow[];
  /** Whether the current version needs its snapshot first (none, or an edited one). */
  needsSnapshot: boolean;
  /** Whether the copy differs from the live agent at all. */
  changed: boolean;
}

/**
 * Reads what publishing `copy` needs and checks the spec's preconditions in order: the source agent
 * exists (in the same organisation), the copy has a default workflow, every published inbound workflow
 * of the copy is valid. Refuses with the spec's text (failed-precondition, publish-precondition).
 */
export async function readPublishPlan(tx: Transaction, copy: Agent): Promise<PublishPlan> {
  const source = copy.sourceAgentId ? await readAgent(copy.sourceAgentId, tx) : null;
  const live =
    source && source.orgId === copy.orgId && !source.isDraft && !source.isABTestAgent ? source : null;
  const copyWorkflows = await readWorkflows(copy.id, tx);
  const refusal = publishPreconditionError({ draft: copy, sourceAgent: live, workflows: copyWorkflows });
  if (refusal || !live) {
    throw failure('failed-precondition', refusal ?? '', { reason: API_ERROR_REASONS.publishPrecondition });
  }
  const liveWorkflows = await readWorkflows(live.id, tx);
  const snapshot = await readVersion(live.id, live.version, tx);
  return {
    copy,
    copyWorkflows,
    live,
    liveWorkflows,
    needsSnapshot: !snapshot || snapshot.isEdited,
    changed: draftDiffersFromLive(
      { agent: copy, workflows: copyWorkflows },
      { agent: live, workflows: liveWorkflows },
    ),
  };
}

/**
 * Writes the publish of a read plan: the current version's snapshot first when needed, then the copy's
 * versioned fields and workflows onto the live agent (live workflows the copy no longer has are
 * deleted), version and versionCount up, isEdited false, and the new version's snapshot. The copy
 * itself is left to the caller (a draft is updated by `markDraftPublished`, a B copy deleted);
 * `liveFields` are written onto the live agent in the same update.
 * Answers the live agent's new version.
 */
export function writePublish(
  tx: Transaction,
  plan: PublishPlan,
  caller: User,
  options: { note?: string; liveFields?: Record<string, unknown> } = {},
): Agent {
  const { copy, copyWorkflows, live, liveWorkflows } = plan;
  const by = stampOf(caller);
  if (plan.needsSnapshot)
    writeSnapshot(tx, { agent: live, workflows: liveWorkflows, by: live.lastUpdatedBy, asOf: 'last-change' });

  const liveId = (id: string) => {
    const workflow = copyWorkflows.find((candidate) => candidate.id === id);
    return workflow ? liveWorkflowIdOf(workflow) : id;
  };
  const published: Workflow[] = copyWorkflows.map((workflow) => ({
    ...workflow,
    id: liveWorkflowIdOf(workflow),
    agentId: live.id,
    sourceWorkflowId: null,
    lastUpdatedBy: by,
  }));
  const keep = new Set(published.map((workflow) => workflow.id));
  for (const workflow of liveWorkflows) if (!keep.has(workflow.id)) tx.delete(workflowRef(workflow.id));
  for (const workflow of published) {
    tx.set(workflowRef(workflow.id), { ...workflow, lastUpdatedAt: FieldValue.serverTimestamp() });
  }

  const fields = versionedFieldsOf(copy);
  const defaultId = fields.workflowSettings.defaultWorkflowId;
  const next = afterPublish(live);
  const updated: Agent = {
    ...live,
    ...fields,
    workflowIds: fields.workflowIds.map(liveId),
    workflowSettings: { ...fields.workflowSettings, defaultWorkflowId: defaultId ? liveId(defaultId) : null },
    ...next,
    lastUpdatedBy: by,
  };
  // Whole top-level fields: a setting removed on the copy must not survive on the live agent.
  tx.update(agentRef(live.id), {
    ...fields,
    workflowIds: updated.workflowIds,
    workflowSettings: updated.workflowSettings,
    ...next,
    lastUpdatedBy: by,
    lastUpdatedAt: FieldValue.serverTimestamp(),
    // One write per document in a transaction: the caller's own live-agent fields ride along.
    ...options.liveFields,
  });
  writeSnapshot(tx, { agent: updated, workflows: published, by, note: options.note });
  return updated;
}

/**
 * After a draft's publish: it keeps the live version numbers, is no longer edited, and each workflow
 * made on it now points at the live workflow it was published onto.
 */
export function markDraftPublished(tx: Transaction, plan: PublishPlan, published: Agent): void {
  tx.update(agentRef(plan.copy.id), {
    version: published.version,
    versionCount: published.versionCount,
    isEdited: false,
  });
  for (const workflow of plan.copyWorkflows) {
    if (workflow.sourceWorkflowId === null) {
      tx.update(workflowRef(workflow.id), { sourceWorkflowId: liveWorkflowIdOf(workflow) });
    }
  }
}
