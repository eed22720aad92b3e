import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { callLogSearch, type CallLogFilters } from '../../../lib/call-log-url';
import { useCurrentOrg } from '../../../lib/current-org';
import { paths } from '../../../lib/paths';
import { DashboardScreen } from '../components/dashboard-screen';
import { LABEL_ANALYTICS, MSG_NO_ORGANISATION } from '../strings';

const orgLogHref = (filters: CallLogFilters) => paths.orgCalls(callLogSearch(filters));

/** /analytics: the current organisation's dashboard across its agents. */
export default function OrgAnalyticsPage() {
  const current = useCurrentOrg();
  const orgId = current.orgId;
  const scope = useMemo(() => ({ orgId: orgId ?? '' }), [orgId]);
  if (current.status === 'loading') return <PageLoader />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {LABEL_ANALYTICS}
      </Typography>
      {orgId ? (
        <DashboardScreen scope={scope} logHref={orgLogHref} />
      ) : (
        <Alert severity="info">{MSG_NO_ORGANISATION}</Alert>
      )}
    </Stack>
  );
}
