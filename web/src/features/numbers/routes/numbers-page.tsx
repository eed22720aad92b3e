import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LABEL_AGENT, LABEL_PHONE_NUMBERS } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { AgentNumbersSection } from '../components/agent-numbers-section';
import { LABEL_BREADCRUMB } from '../../../lib/strings';
import type { AgentOrgPageProps } from '../../../lib/agent-org-page';

/**
 * /agent/:agentId/numbers: the agent's phone numbers and SIP addresses, in the agent's organisation,
 * under a breadcrumb naming the agent.
 */
export default function NumbersPage({ orgId, agentId, agentName }: AgentOrgPageProps) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Breadcrumbs aria-label={LABEL_BREADCRUMB}>
        <Link component={RouterLink} to={paths.agent(agentId)} underline="hover" color="inherit">
          {agentName.trim() || LABEL_AGENT}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {LABEL_PHONE_NUMBERS}
        </Typography>
      </Breadcrumbs>
      <AgentNumbersSection key={`${orgId}/${agentId}`} orgId={orgId} agentId={agentId} />
    </Stack>
  );
}
