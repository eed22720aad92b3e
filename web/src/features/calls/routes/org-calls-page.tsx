import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useCurrentOrg } from '../../../lib/current-org';
import { paths } from '../../../lib/paths';
import { CallLogScreen } from '../components/call-log-screen';
import { LABEL_CALLS, MSG_NO_ORGANISATION } from '../strings';

/** /calls: every call of the current organisation, across its agents. */
export default function OrgCallsPage() {
  const current = useCurrentOrg();
  const orgId = current.orgId;
  const scope = useMemo(() => ({ orgId: orgId ?? '' }), [orgId]);
  if (current.status === 'loading') return <PageLoader />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {LABEL_CALLS}
      </Typography>
      {orgId ? (
        <CallLogScreen scope={scope} orgId={orgId} callHref={paths.orgCall} />
      ) : (
        <Alert severity="info">{MSG_NO_ORGANISATION}</Alert>
      )}
    </Stack>
  );
}
