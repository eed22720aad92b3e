// Reads and writes of t_workflows shared by the workflow routes. Every write goes through
// storedContent, so a stored workflow always carries the flags and isValid the validator computed
// (clients never write workflows; see docs/workflows.md).
import {
  API_ERROR_REASONS,
  COLLECTIONS,
  MSG_WORKFLOW_CONTENT_INVALID,
  MSG_WORKFLOW_NOT_FOUND,
  parseWorkflowContent,
  planRefusal,
  outboundGateError,
  withComputedFlags,
  WORKFLOW_ERROR_REASONS,
  workflowSchema,
  type Agent,
  type User,
  type Workflow,
  type WorkflowContent,
  type WorkflowType,
} from '@parley/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

export const workflowRef = (workflowId: string): DocumentReference =>
  db().collection(COLLECTIONS.workflows).doc(workflowId);
/** A new workflow document with a generated id. */
export const newWorkflowRef = (): DocumentReference => db().collection(COLLECTIONS.workflows).doc();

/** The agent's workflow, read in `tx`; not-found when it is missing or belongs to another agent. */
export async function readAgentWorkflow(
  tx: Transaction,
  agent: Agent,
  workflowId: string,
): Promise<Workflow> {
  const snapshot = await tx.get(workflowRef(workflowId));
  const workflow = snapshot.exists ? workflowSchema.parse({ ...snapshot.data(), id: snapshot.id }) : null;
  if (!workflow || workflow.agentId !== agent.id) {
    throw failure('not-found', MSG_WORKFLOW_NOT_FOUND, { reason: WORKFLOW_ERROR_REASONS.workflowNotFound });
  }
  return workflow;
}

/** contentJSON parsed, or a 400 when it is not a workflow. */
export function requireContent(contentJSON: string): WorkflowContent {
  const content = parseWorkflowContent(contentJSON);
  if (!content) {
    throw failure('invalid-argument', MSG_WORKFLOW_CONTENT_INVALID, {
      reason: WORKFLOW_ERROR_REASONS.invalidContent,
    });
  }
  return content;
}

/** The fields a save stores: the content with the server's flags, and the workflow's validity. */
export function storedContent(content: WorkflowContent): { contentJSON: string; isValid: boolean } {
  const computed = withComputedFlags(content);
  return { contentJSON: JSON.stringify(computed.content), isValid: computed.validation.isValid };
}

/** lastUpdatedAt/By for a write by `caller`. */
export function updatedBy(caller: User): {
  lastUpdatedAt: FieldValue;
  lastUpdatedBy: Record<string, unknown>;
} {
  return {
    lastUpdatedAt: FieldValue.serverTimestamp(),
    lastUpdatedBy: { uid: caller.uid, email: caller.email, displayName: caller.displayName },
  };
}

/**
 * Refuses one more workflow on the agent when the owner's plan does not allow it: OUTBOUND needs
 * outbound calls, and FREE holds at most 3 workflows per agent (rules/plans.ts).
 */
export function requireRoomForWorkflow(owner: User | null, agent: Agent, type: WorkflowType): void {
  const refusal =
    (type === 'OUTBOUND' ? outboundGateError(owner?.plan, 'flow') : null) ??
    planRefusal(owner?.plan, { limit: 'workflows', count: agent.workflowIds.length });
  if (refusal) throw failure('permission-denied', refusal, { reason: API_ERROR_REASONS.planLimit });
}
