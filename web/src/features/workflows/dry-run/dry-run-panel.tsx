// The dry-run beside the canvas, wired to its data: the owner's plan (feature `testing`), the user's
// past runs of this workflow and the simulation route. The workflow editor mounts it with the content
// being edited and a way to focus a node on the canvas.
import { planRefusal, type WorkflowContent } from '@parley/domain';
import { useCallback } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { useOwnerPlan } from '../../../lib/use-owner-plan';
import { useRecordSimulation } from '../api/workflow-routes';
import { DryRun, type RunRecord } from './dry-run';
import { useSimulationRuns } from './simulation-runs';

export interface DryRunPanelProps {
  orgId: string;
  /** The agent the workflow belongs to (the draft under version control). */
  agentId: string;
  workflowId: string;
  /** The workflow as it is in the editor now, saved or not. */
  content: WorkflowContent;
  onFocusNode: (nodeId: string) => void;
  /** Why the user may not edit (a VIEWER), or null: recording a run is an edit of the agent. */
  readOnlyReason: string | null;
}

export function DryRunPanel({
  orgId,
  agentId,
  workflowId,
  content,
  onFocusNode,
  readOnlyReason,
}: DryRunPanelProps) {
  const plan = useOwnerPlan(orgId);
  // Unknown plan (still loading, or platform staff): the server decides and its refusal is shown.
  const planReason = plan === null ? null : planRefusal(plan, { feature: 'testing' });
  const { uid } = useSignedInUser();
  const runs = useSimulationRuns({ agentId, workflowId, uid });
  const { mutateAsync } = useRecordSimulation();
  const record = useCallback(
    async (run: RunRecord, runId: string | null) => {
      const answer = await mutateAsync({ agentId, workflowId, ...(runId ? { runId } : {}), ...run });
      return answer.runId;
    },
    [mutateAsync, agentId, workflowId],
  );
  return (
    <DryRun
      content={content}
      runs={runs}
      blockedReason={planReason ?? readOnlyReason}
      planBlocked={planReason !== null}
      record={record}
      onFocusNode={onFocusNode}
    />
  );
}
