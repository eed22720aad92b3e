// /agent/:agentId/workflows/:workflowId — the workflow editor, on the workflow of the edit target: under
// version control with a draft, the draft's copy of the workflow (docs/versions.md). `?node=` focuses
// one step (the publish dialog links there).
import { Alert, Button, Stack } from '@mui/material';
import { copyWorkflowIdOf, parseWorkflowContent, type Workflow } from '@parley/domain';
import { useCallback, useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import { NODE_PARAM, paths } from '../../../lib/paths';
import { useLiveWorkflow } from '../api/workflow-refs';
import { WorkflowEditor } from '../editor/workflow-editor';
import { EDITOR_STRINGS } from '../editor/strings';
import type { TestChatSlot } from '../test-chat/test-chat-drawer';

/** The live workflow a draft's copy stands for: a copy and its original open the same editor. */
function lineageOf(workflowId: string, draftId: string | null): string {
  const prefix = draftId === null ? null : `${draftId}_`;
  return prefix !== null && workflowId.startsWith(prefix) ? workflowId.slice(prefix.length) : workflowId;
}

function BackToList({ agentId, message }: { agentId: string; message: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error">{message}</Alert>
      <Button component={RouterLink} to={paths.agentWorkflows(agentId)}>
        {EDITOR_STRINGS.back}
      </Button>
    </Stack>
  );
}

export function WorkflowEditorPage({
  orgId,
  agentId,
  edit,
  testChat,
}: AgentWorkspacePageProps & { testChat?: TestChatSlot }) {
  const { workflowId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const live = useLiveWorkflow(workflowId);
  // While the live read moves to the draft's copy, the editor keeps showing what it had (no remount).
  const [shown, setShown] = useState<Workflow | null>(null);
  // Decided on the first load only: a live agent's workflow opened while its draft exists (an old
  // link) goes to the draft's copy. Later, the editor's own first edit makes the draft and retargets.
  const [copyToOpen, setCopyToOpen] = useState<string | null>(null);
  const loaded = live.status === 'success' ? live.data : null;
  if (loaded !== null && loaded !== shown) {
    if (shown === null && edit.isDraft && loaded.agentId !== edit.agentId) {
      setCopyToOpen(copyWorkflowIdOf(edit.agentId, loaded.id));
    }
    setShown(loaded);
  }
  const content = useMemo(() => (shown ? parseWorkflowContent(shown.contentJSON) : null), [shown]);
  const onRetarget = useCallback(
    (copyId: string) => {
      void navigate(paths.agentWorkflow(agentId, copyId), { replace: true });
    },
    [navigate, agentId],
  );

  if (live.status === 'error' && !shown)
    return <BackToList agentId={agentId} message={EDITOR_STRINGS.loadFailed} />;
  if (live.status === 'success' && live.data === null) {
    return <BackToList agentId={agentId} message={EDITOR_STRINGS.notFound} />;
  }
  if (!shown) return <PageLoader />;
  if (copyToOpen !== null && workflowId !== copyToOpen) {
    const node = params.get(NODE_PARAM);
    return <Navigate replace to={paths.agentWorkflow(agentId, copyToOpen, node ?? undefined)} />;
  }
  if (copyToOpen !== null && shown.id !== copyToOpen) return <PageLoader />;
  if (!content) return <BackToList agentId={agentId} message={EDITOR_STRINGS.unreadable} />;
  return (
    <WorkflowEditor
      key={lineageOf(shown.id, edit.isDraft ? edit.agentId : null)}
      orgId={orgId}
      agentId={agentId}
      workflow={shown}
      initialContent={content}
      edit={edit}
      focusNodeId={params.get(NODE_PARAM)}
      onRetarget={onRetarget}
      testChat={testChat}
    />
  );
}
