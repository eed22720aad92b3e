// The A/B test tab, composed here: the agents feature reads the live agent (its abTestCaseId), the
// ab-tests feature shows and runs the test.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { CenteredProgress } from '../../components/centered-progress';
import { useAgent } from '../../features/agents/api/get-agent';
import { AbTestTab } from '../../features/ab-tests/components/ab-test-tab';
import { AB_IS_COPY, LABEL_LOADING_AB, LABEL_OPEN_LIVE } from '../../features/ab-tests/strings';
import type { AgentWorkspacePageProps } from '../../lib/agent-org-page';
import { paths } from '../../lib/paths';

export function AbTestTabPage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  const agent = useAgent(agentId);
  if (agent.status === 'loading') return <CenteredProgress label={LABEL_LOADING_AB} />;
  if (agent.status === 'error') throw agent.error;
  if (!agent.data) return null;
  const { isABTestAgent, sourceAgentId, abTestCaseId } = agent.data;
  if (isABTestAgent) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{AB_IS_COPY}</Alert>
        {sourceAgentId && (
          <Button variant="outlined" component={RouterLink} to={paths.agentTab(sourceAgentId, 'ab-test')}>
            {LABEL_OPEN_LIVE}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <AbTestTab
      orgId={orgId}
      agentId={agentId}
      abTestCaseId={abTestCaseId}
      readOnlyReason={edit.readOnlyReason}
    />
  );
}
