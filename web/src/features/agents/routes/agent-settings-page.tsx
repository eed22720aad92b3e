import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MSG_AGENT_NOT_FOUND } from '@parley/domain';
import { CenteredProgress } from '../../../components/centered-progress';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import { LABEL_LOADING_AGENT } from '../../../lib/strings';
import { useEditedAgent } from '../api/use-edited-agent';
import { AgentEditor } from '../components/agent-editor';
import { useSaveAgentSection } from '../hooks/use-save-agent-section';

/**
 * The workspace's Settings tab: the edit forms (name and greeting, general, notifications, advanced) of
 * the edit target — the draft under version control — each saved to `await edit.ensure()`.
 */
export function AgentSettingsPage({ edit }: AgentWorkspacePageProps) {
  const agent = useEditedAgent(edit.agentId);
  const onSave = useSaveAgentSection(edit.ensure);
  if (agent.status === 'loading') return <CenteredProgress label={LABEL_LOADING_AGENT} />;
  if (agent.status === 'error') throw agent.error;
  if (!agent.data) return <Alert severity="error">{MSG_AGENT_NOT_FOUND}</Alert>;
  return (
    <Stack spacing={3}>
      {edit.readOnlyReason && <Alert severity="info">{edit.readOnlyReason}</Alert>}
      <AgentEditor agent={agent.data} onSave={onSave} readOnly={edit.readOnlyReason !== null} />
    </Stack>
  );
}
