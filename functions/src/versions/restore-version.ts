import {
  API_ERROR_REASONS,
  API_ROUTES,
  copyWorkflowIdOf,
  draftAgentIdOf,
  draftDiffersFromLive,
  MSG_VERSION_CONTROL_OFF,
  MSG_VERSION_INCOMPLETE,
  MSG_VERSION_NOT_FOUND,
  restoreVersionRequestSchema,
  type AgentDraftResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { authorize } from '../lib/authorize';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { invalidateAgentIndex } from '../knowledge/retrieval/knowledge-service';
import {
  readStoredVersion,
  readWorkflows,
  stampOf,
  workflowRef,
  writeCopy,
  type StoredVersion,
} from './version-store';

/**
 * POST /agent/restore-version {agentId, version}: the live agent's draft becomes a copy of that
 * version (its fields and workflows), replacing whatever the draft held; the live agent and the
 * version history are untouched until the draft is published, which makes a new version. Any member
 * but a VIEWER, with version control on. Answers the draft's id. A version whose stored snapshot does
 * not parse (fields missing) is refused with a 400 and the draft is left as it was.
 */
export const restoreVersionRoute = defineRoute(
  API_ROUTES.restoreAgentVersion,
  restoreVersionRequestSchema,
  async ({ uid, input }): Promise<AgentDraftResponse> => {
    const draftAgentId = await db().runTransaction(async (tx) => {
      const { agent, org, caller } = await authorize(tx, { agentId: input.agentId }, uid, {
        action: 'change',
      });
      if (!org.enableAgentVersionControl) {
        throw failure('failed-precondition', MSG_VERSION_CONTROL_OFF, {
          reason: API_ERROR_REASONS.versionControlOff,
        });
      }
      const stored: StoredVersion =
        agent.isDraft || agent.isABTestAgent
          ? { state: 'missing' }
          : await readStoredVersion(agent.id, input.version, tx);
      if (stored.state === 'incomplete') {
        throw failure('failed-precondition', MSG_VERSION_INCOMPLETE, {
          reason: API_ERROR_REASONS.versionIncomplete,
        });
      }
      if (stored.state === 'missing') {
        throw failure('not-found', MSG_VERSION_NOT_FOUND, { reason: API_ERROR_REASONS.versionNotFound });
      }
      const { version } = stored;
      const draftId = draftAgentIdOf(agent.id);
      const oldDraftWorkflows = await readWorkflows(draftId, tx);
      const liveWorkflows = await readWorkflows(agent.id, tx);
      // One write per document: the draft and the copies of the version's workflows are overwritten whole,
      // so only the draft's other workflows are deleted.
      const kept = new Set(version.workflows.map((workflow) => copyWorkflowIdOf(draftId, workflow.id)));
      for (const stale of oldDraftWorkflows) if (!kept.has(stale.id)) tx.delete(workflowRef(stale.id));
      writeCopy(tx, {
        live: agent,
        copyId: draftId,
        kind: { isDraft: true },
        content: version.snapshot,
        workflows: version.workflows,
        by: stampOf(caller),
        isEdited: draftDiffersFromLive(
          { agent: version.snapshot, workflows: version.workflows },
          { agent, workflows: liveWorkflows },
        ),
        meta: { restoredFromVersion: version.version },
      });
      return draftId;
    });
    // The restored version may link other knowledge items: the draft's retrieval follows its links.
    invalidateAgentIndex(draftAgentId);
    return { data: { draftAgentId } };
  },
);
