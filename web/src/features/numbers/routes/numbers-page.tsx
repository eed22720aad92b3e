import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LABEL_AGENT, LABEL_PHONE_NUMBERS, MSG_AGENT_WITHOUT_ORGANIZATION } from '@parley/domain';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentOrg } from '../../../lib/current-org';
import { paths } from '../../../lib/paths';
import { AgentNumbersSection } from '../components/agent-numbers-section';

/** /agent/:agentId/numbers: the agent's phone numbers and SIP addresses. */
export default function NumbersPage() {
  const { agentId } = useParams();
  const { status, orgId, error } = useCurrentOrg();
  if (!agentId) return <Navigate to={paths.agents} replace />;
  if (status === 'loading') return <PageLoader />;
  if (status === 'error' || !orgId) {
    return <Alert severity="error">{error?.message ?? MSG_AGENT_WITHOUT_ORGANIZATION}</Alert>;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', width: '100%' }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={paths.agent(agentId)} underline="hover" color="inherit">
          {LABEL_AGENT}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {LABEL_PHONE_NUMBERS}
        </Typography>
      </Breadcrumbs>
      <AgentNumbersSection key={`${orgId}/${agentId}`} orgId={orgId} agentId={agentId} />
    </Stack>
  );
}
