// /agent/:agentId/workflows/:workflowId, composed here: the workflows feature's editor, with its Test chat
// panel wired to the agents feature's request (useTestChat) and the versions feature's list of the
// agent's published versions (useAgentVersions). docs/workflows.md, "Test chat".
import { useCallback } from 'react';
import { useTestChat } from '../../features/agents/api/test-chat';
import { useAgentVersions } from '../../features/versions/api/get-agent-versions';
import type { TestChatSlotContext } from '../../features/workflows/test-chat/test-chat-drawer';
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
  onFocusNode,
  readOnlyReason,
}: WorkflowTestChatProps) {
  const versions = useAgentVersions({ orgId, agentId: liveAgentId });
  const { mutateAsync } = useTestChat(agentId);
  return (
    <TestChat
      send={mutateAsync}
      versions={versions}
      onFocusNode={onFocusNode}
      blockedReason={readOnlyReason}
    />
  );
}

export function WorkflowEditorTabPage(props: AgentWorkspacePageProps) {
  const { orgId, agentId, edit } = props;
  const testChat = useCallback(
    ({ onFocusNode }: TestChatSlotContext) => (
      <WorkflowTestChat
        orgId={orgId}
        liveAgentId={agentId}
        agentId={edit.agentId}
        onFocusNode={onFocusNode}
        readOnlyReason={edit.readOnlyReason}
      />
    ),
    [orgId, agentId, edit.agentId, edit.readOnlyReason],
  );
  return <WorkflowEditorPage {...props} testChat={testChat} />;
}
