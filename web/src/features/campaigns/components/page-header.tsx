import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LABEL_AGENT, LABEL_CAMPAIGNS } from '@parley/domain';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { LABEL_BREADCRUMB } from '../../../lib/strings';

/** Breadcrumbs from a campaign screen back to its agent, by name (and the campaigns list). */
export function CampaignBreadcrumbs({
  agentId,
  agentName,
  current,
}: {
  agentId: string;
  agentName: string;
  current: string | null;
}) {
  return (
    <Breadcrumbs aria-label={LABEL_BREADCRUMB}>
      <Link component={RouterLink} to={paths.agent(agentId)} underline="hover" color="inherit">
        {agentName.trim() || LABEL_AGENT}
      </Link>
      {current === null ? (
        <Typography color="text.primary" aria-current="page">
          {LABEL_CAMPAIGNS}
        </Typography>
      ) : (
        <Link component={RouterLink} to={paths.agentCampaigns(agentId)} underline="hover" color="inherit">
          {LABEL_CAMPAIGNS}
        </Link>
      )}
      {current === null ? null : (
        <Typography color="text.primary" aria-current="page">
          {current}
        </Typography>
      )}
    </Breadcrumbs>
  );
}
