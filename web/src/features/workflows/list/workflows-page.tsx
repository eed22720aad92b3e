// The agent workspace's Workflows tab (/agent/:agentId/workflows): the workflows of the edit target
// (the draft under version control), with create, from template, rename, duplicate, status, default
// and delete, each through the /agent/workflow/* routes (docs/workflows.md#the-workflows-list).
import { outboundGateError, planRefusal, type Workflow } from '@parley/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import { paths } from '../../../lib/paths';
import { useOwnerPlan } from '../../../lib/use-owner-plan';
import { useAgentWorkflows } from '../api/workflow-refs';
import {
  useCreateWorkflow,
  useDeleteWorkflow,
  useDuplicateWorkflow,
  useSetDefaultWorkflow,
  useUpdateWorkflow,
} from '../api/workflow-routes';
import { NewWorkflowDialog, type NewWorkflowValue } from './new-workflow-dialog';
import { RenameWorkflowDialog } from './rename-workflow-dialog';
import {
  confirmDeleteTitle,
  defaultSetToast,
  LABEL_DELETE,
  MSG_CONFIRM_DELETE,
  workflowCreatedToast,
  workflowDeletedToast,
  workflowDuplicatedToast,
} from './strings';
import { useDefaultWorkflowId } from './use-default-workflow-id';
import { workflowIdOnTarget } from './workflow-on-target';
import type { WorkflowAction } from './workflow-actions-menu';
import { WorkflowsList } from './workflows-list';

export function WorkflowsPage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  const workflows = useAgentWorkflows(edit.agentId);
  const defaultWorkflowId = useDefaultWorkflowId(edit.agentId);
  const plan = useOwnerPlan(orgId);
  // The server decides while the plan is unknown; the UI mirrors its gates once it is known.
  const outboundReason = plan === null ? null : outboundGateError(plan, 'flow');
  const limitReason =
    plan === null || workflows.status !== 'success'
      ? null
      : planRefusal(plan, { limit: 'workflows', count: workflows.data.length });
  const [creating, setCreating] = useState<{ fromTemplate: boolean } | null>(null);
  const [renaming, setRenaming] = useState<Workflow | null>(null);
  const create = useCreateWorkflow();
  const update = useUpdateWorkflow();
  const duplicate = useDuplicateWorkflow();
  const remove = useDeleteWorkflow();
  const setDefault = useSetDefaultWorkflow();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const navigate = useNavigate();

  const submitNew = async (value: NewWorkflowValue) => {
    const target = await edit.ensure();
    const { workflowId } = await create.mutateAsync({
      agentId: target,
      name: value.name,
      type: value.type,
      ...(value.templateId ? { templateId: value.templateId } : {}),
    });
    notify(workflowCreatedToast(value.name), { severity: 'success' });
    void navigate(paths.agentWorkflow(agentId, workflowId));
  };

  const act = async (action: WorkflowAction, workflow: Workflow) => {
    if (action === 'rename') {
      setRenaming(workflow);
      return;
    }
    if (action === 'delete') {
      const yes = await confirm({
        title: confirmDeleteTitle(workflow.name),
        message: MSG_CONFIRM_DELETE,
        confirmLabel: LABEL_DELETE,
        destructive: true,
      });
      if (!yes) return;
    }
    try {
      const target = await edit.ensure();
      const ref = { agentId: target, workflowId: workflowIdOnTarget(target, workflow) };
      if (action === 'duplicate') {
        await duplicate.mutateAsync(ref);
        notify(workflowDuplicatedToast(workflow.name), { severity: 'success' });
      } else if (action === 'set-default') {
        await setDefault.mutateAsync(ref);
        notify(defaultSetToast(workflow.name), { severity: 'success' });
      } else if (action === 'delete') {
        await remove.mutateAsync(ref);
        notify(workflowDeletedToast(workflow.name), { severity: 'success' });
      } else {
        await update.mutateAsync({ ...ref, status: action === 'publish' ? 'PUBLISHED' : 'DRAFT' });
      }
    } catch (error) {
      // The server's refusals (plan limits, the default workflow) are the texts to show as they are.
      notifyError(error, messageToast);
    }
  };

  return (
    <>
      <WorkflowsList
        workflows={workflows}
        defaultWorkflowId={defaultWorkflowId}
        readOnlyReason={edit.readOnlyReason}
        limitReason={limitReason}
        onCreate={(fromTemplate) => {
          setCreating({ fromTemplate });
        }}
        onAction={(action, workflow) => void act(action, workflow)}
        workflowHref={(workflowId) => paths.agentWorkflow(agentId, workflowId)}
      />
      <NewWorkflowDialog
        open={creating !== null}
        fromTemplate={creating?.fromTemplate ?? false}
        outboundReason={outboundReason}
        onClose={() => {
          setCreating(null);
        }}
        onSubmit={submitNew}
      />
      <RenameWorkflowDialog
        name={renaming?.name ?? null}
        onClose={() => {
          setRenaming(null);
        }}
        onSubmit={async (name) => {
          if (!renaming) return;
          const target = await edit.ensure();
          await update.mutateAsync({
            agentId: target,
            workflowId: workflowIdOnTarget(target, renaming),
            name,
          });
        }}
      />
    </>
  );
}
