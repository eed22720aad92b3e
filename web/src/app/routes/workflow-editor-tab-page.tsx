// /agent/:agentId/workflows/:workflowId, composed here: the workflows feature's editor, with its Test chat
// panel wired to the agents feature's request (useTestChat) and the versions feature's list of the
// agent's published versions (useAgentVersions). docs/workflows.md, "Test chat".
import { useCallback } from 'react';
import { useTestChat } from '../../features/agents/api/test-chat';
import { useAgentVersions } from '../../features/versions/api/get-agent-versions';
import type { TestChatSlotContext } from '../../features/workflows/test-chat/test-chat-drawer';
import type { TestChatSend } from '../../features/workflows/test-chat/test-chat-session';
import { TestChat } from '../../features/workflows/test-chat/test-chat';
import { WorkflowEditorPage } from '../../features/workflows/routes/workflow-editor-page';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';

interface WorkflowTestChatProps extends TestChatSlotContext {
  readonly orgId: string;
  /** The live agent, whose published versions the chat can talk to. */
  readonly liveAgentId: string;
  /** The agent being edited (the draft under version control): "This draft". */
  readonly agentId: string;
  readonly readOnlyReason: string | null;
}

export function WorkflowTestChat({
  orgId,
  liveAgentId,
  agentId,
  workflowId,
  onFocusNode,
  onPosition,
  readOnlyReason,
}: WorkflowTestChatProps) {
  const versions = useAgentVersions({ orgId, agentId: liveAgentId });
  const { mutateAsync } = useTestChat(agentId);
  // Every request names the workflow open in the editor, so the chat runs what the canvas shows.
  const send = useCallback<TestChatSend>(
    (input) => mutateAsync({ ...input, workflowId }),
    [mutateAsync, workflowId],
  );
  return (
    <TestChat
      send={send}
      versions={versions}
      onFocusNode={onFocusNode}
      onPosition={onPosition}
      blockedReason={readOnlyReason}
    />
  );
}

export function WorkflowEditorTabPage(props: AgentWorkspacePageProps) {
  const { orgId, agentId, edit } = props;
  const testChat = useCallback(
    ({ workflowId, onFocusNode, onPosition }: TestChatSlotContext) => (
      <WorkflowTestChat
        orgId={orgId}
        liveAgentId={agentId}
        agentId={edit.agentId}
        workflowId={workflowId}
        onFocusNode={onFocusNode}
        onPosition={onPosition}
        readOnlyReason={edit.readOnlyReason}
      />
    ),
    [orgId, agentId, edit.agentId, edit.readOnlyReason],
  );
  return <WorkflowEditorPage {...props} testChat={testChat} />;
}
