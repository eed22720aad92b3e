// The workflows list's actions: rename or set the status, duplicate, delete, make default.
import {
  API_ROUTES,
  MSG_CANNOT_DELETE_DEFAULT_WORKFLOW,
  updateWorkflowRequestSchema,
  WORKFLOW_ERROR_REASONS,
  workflowRefRequestSchema,
  type WorkflowIdResponse,
} from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { defineRoute } from '../api/route-definition';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { authorizeAgentEdit } from '../lib/authorize-agent-edit';
import {
  newWorkflowRef,
  readAgentWorkflow,
  requireContent,
  requireRoomForWorkflow,
  storedContent,
  updatedBy,
  workflowRef,
} from './workflow-store';

/** POST /agent/workflow/update: a new name and/or status (DRAFT/PUBLISHED); the content is untouched. */
export const updateWorkflowRoute = defineRoute(
  API_ROUTES.updateWorkflow,
  updateWorkflowRequestSchema,
  async ({ uid, input }): Promise<WorkflowIdResponse> => {
    await db().runTransaction(async (tx) => {
      const { agent, caller } = await authorizeAgentEdit(tx, input.agentId, uid);
      const workflow = await readAgentWorkflow(tx, agent, input.workflowId);
      tx.update(workflowRef(workflow.id), {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.status === undefined ? {} : { status: input.status }),
        ...updatedBy(caller),
      });
    });
    return { workflowId: input.workflowId };
  },
);

/** POST /agent/workflow/duplicate: a DRAFT copy named '… (copy)', within the owner's plan. */
export const duplicateWorkflowRoute = defineRoute(
  API_ROUTES.duplicateWorkflow,
  workflowRefRequestSchema,
  async ({ uid, input }): Promise<WorkflowIdResponse> => {
    const ref = newWorkflowRef();
    await db().runTransaction(async (tx) => {
      const { agent, caller, owner } = await authorizeAgentEdit(tx, input.agentId, uid);
      const source = await readAgentWorkflow(tx, agent, input.workflowId);
      requireRoomForWorkflow(owner, agent, source.type);
      tx.create(ref, {
        ...source,
        ...storedContent(requireContent(source.contentJSON)),
        id: ref.id,
        name: `${source.name} (copy)`,
        status: 'DRAFT',
        revision: 0,
        sourceWorkflowId: null,
        ...updatedBy(caller),
      });
      tx.update(agentRef(agent.id), { workflowIds: FieldValue.arrayUnion(ref.id) });
    });
    return { workflowId: ref.id };
  },
);

/** POST /agent/workflow/delete: any workflow but the agent's default. */
export const deleteWorkflowRoute = defineRoute(
  API_ROUTES.deleteWorkflow,
  workflowRefRequestSchema,
  async ({ uid, input }): Promise<WorkflowIdResponse> => {
    await db().runTransaction(async (tx) => {
      const { agent } = await authorizeAgentEdit(tx, input.agentId, uid);
      const workflow = await readAgentWorkflow(tx, agent, input.workflowId);
      if (agent.workflowSettings.defaultWorkflowId === workflow.id) {
        throw failure('failed-precondition', MSG_CANNOT_DELETE_DEFAULT_WORKFLOW, {
          reason: WORKFLOW_ERROR_REASONS.defaultWorkflow,
        });
      }
      tx.delete(workflowRef(workflow.id));
      tx.update(agentRef(agent.id), { workflowIds: FieldValue.arrayRemove(workflow.id) });
    });
    return { workflowId: input.workflowId };
  },
);

/** POST /agent/workflow/set-default: the workflow calls start with (workflowSettings.defaultWorkflowId). */
export const setDefaultWorkflowRoute = defineRoute(
  API_ROUTES.setDefaultWorkflow,
  workflowRefRequestSchema,
  async ({ uid, input }): Promise<WorkflowIdResponse> => {
    await db().runTransaction(async (tx) => {
      const { agent } = await authorizeAgentEdit(tx, input.agentId, uid);
      const workflow = await readAgentWorkflow(tx, agent, input.workflowId);
      tx.update(agentRef(agent.id), { 'workflowSettings.defaultWorkflowId': workflow.id });
    });
    return { workflowId: input.workflowId };
  },
);
