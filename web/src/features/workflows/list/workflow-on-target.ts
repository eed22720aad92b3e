import { copyWorkflowIdOf, type Workflow } from '@parley/domain';

/**
 * The id of `workflow` on the agent edits go to: the same, or its copy when the first edit has just
 * made the draft (a draft copies each live workflow to copyWorkflowIdOf, docs/versions.md), so an
 * action taken on the live list lands on the draft's copy.
 */
export function workflowIdOnTarget(
  targetAgentId: string,
  workflow: Pick<Workflow, 'id' | 'agentId'>,
): string {
  return workflow.agentId === targetAgentId ? workflow.id : copyWorkflowIdOf(targetAgentId, workflow.id);
}
