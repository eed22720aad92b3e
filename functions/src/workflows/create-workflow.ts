import {
  API_ROUTES,
  buildWorkflow,
  createWorkflowRequestSchema,
  DEFAULT_WORKFLOW_END_MESSAGE,
  MSG_TEMPLATE_NOT_FOUND,
  OUTBOUND_CALL_NODE_TYPE,
  RECEIVE_CALL_NODE_TYPE,
  WORKFLOW_ERROR_REASONS,
  workflowSchema,
  workflowTemplate,
  type WorkflowContent,
  type WorkflowIdResponse,
  type WorkflowType,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { markChecklist } from '../users/checklist';
import { authorizeAgentEdit } from '../lib/authorize-agent-edit';
import { newWorkflowRef, requireRoomForWorkflow, storedContent, updatedBy } from './workflow-store';

/** A blank workflow that already passes the validator: its trigger straight to the end of the call. */
export function starterContent(type: WorkflowType): WorkflowContent {
  return buildWorkflow(
    [
      {
        id: 'start',
        type: type === 'OUTBOUND' ? OUTBOUND_CALL_NODE_TYPE : RECEIVE_CALL_NODE_TYPE,
        config: { label: 'Start' },
      },
      { id: 'end', type: 'END_CALL', config: { label: 'End call', message: DEFAULT_WORKFLOW_END_MESSAGE } },
    ],
    [['start', 'end']],
  );
}

function initialContent(type: WorkflowType, templateId: string | undefined): WorkflowContent {
  if (templateId === undefined) return starterContent(type);
  const template = workflowTemplate(templateId);
  if (!template || template.type !== type) {
    throw failure('not-found', MSG_TEMPLATE_NOT_FOUND, { reason: WORKFLOW_ERROR_REASONS.templateNotFound });
  }
  return template.content;
}

/**
 * POST /agent/workflow/create: a DRAFT workflow of the agent, blank or from a template, within the
 * owner's plan (OUTBOUND needs outbound calls; FREE: 3 workflows per agent).
 */
export const createWorkflowRoute = defineRoute(
  API_ROUTES.createWorkflow,
  createWorkflowRequestSchema,
  async ({ uid, input }): Promise<WorkflowIdResponse> => {
    const stored = storedContent(initialContent(input.type, input.templateId));
    const ref = newWorkflowRef();
    await db().runTransaction(async (tx) => {
      const { agent, caller, owner } = await authorizeAgentEdit(tx, input.agentId, uid);
      requireRoomForWorkflow(owner, agent, input.type);
      tx.create(ref, {
        ...workflowSchema.parse({
          id: ref.id,
          agentId: agent.id,
          name: input.name,
          type: input.type,
          ...stored,
        }),
        ...updatedBy(caller),
      });
      tx.update(agentRef(agent.id), { workflowIds: FieldValue.arrayUnion(ref.id) });
      markChecklist(tx, uid, 'hasAddedWorkflow');
    });
    return { workflowId: ref.id };
  },
);
