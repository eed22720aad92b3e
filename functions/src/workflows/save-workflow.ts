import {
  API_ROUTES,
  MSG_WORKFLOW_CHANGED,
  saveWorkflowRequestSchema,
  WORKFLOW_ERROR_REASONS,
  type SaveWorkflowResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { markChecklist } from '../users/checklist';
import { authorizeAgentEdit } from '../lib/authorize-agent-edit';
import { readAgentWorkflow, requireContent, storedContent, updatedBy, workflowRef } from './workflow-store';

/**
 * POST /agent/workflow/save: stores the editor's content with the flags the server computes (the
 * client's are replaced) and bumps the revision. The save applies only on top of the revision the
 * editor loaded: otherwise 409 'aborted' with details.currentRevision, so the editor offers reload or
 * merge and never overwrites another tab's change. Marks the checklist's hasAddedWorkflow.
 */
export const saveWorkflowRoute = defineRoute(
  API_ROUTES.saveWorkflow,
  saveWorkflowRequestSchema,
  async ({ uid, input }): Promise<SaveWorkflowResponse> => {
    const stored = storedContent(requireContent(input.contentJSON));
    return db().runTransaction(async (tx) => {
      const { agent, caller } = await authorizeAgentEdit(tx, input.agentId, uid);
      const workflow = await readAgentWorkflow(tx, agent, input.workflowId);
      if (workflow.revision !== input.baseVersion) {
        throw failure('aborted', MSG_WORKFLOW_CHANGED, {
          reason: WORKFLOW_ERROR_REASONS.revisionConflict,
          currentRevision: workflow.revision,
        });
      }
      const revision = workflow.revision + 1;
      tx.update(workflowRef(workflow.id), {
        ...stored,
        ...(input.name === undefined ? {} : { name: input.name }),
        revision,
        ...updatedBy(caller),
      });
      markChecklist(tx, uid, 'hasAddedWorkflow');
      return { revision, ...stored };
    });
  },
);
