import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useCurrentOrg } from '../lib/current-org';
import { PageLoader } from './page-loader';

/** The current organisation, as the screen of an organisation-wide page reads it. */
export interface OrgScope {
  orgId: string;
}

export interface OrgScopedPageProps {
  /** The page's h1. */
  title: string;
  /** What the page says to a user in no organisation yet. */
  noOrgText: string;
  /** The page's screen for the organisation; the scope object is stable while the organisation is. */
  children: (scope: OrgScope) => ReactNode;
}

/** An organisation-wide page (/calls, /analytics): its title over its screen, once the organisation is known. */
export function OrgScopedPage({ title, noOrgText, children }: OrgScopedPageProps) {
  const current = useCurrentOrg();
  const orgId = current.orgId;
  // Screens key their queries on the scope: one object per organisation, not one per render.
  const scope = useMemo(() => (orgId ? { orgId } : null), [orgId]);
  if (current.status === 'loading') return <PageLoader />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {scope ? children(scope) : <Alert severity="info">{noOrgText}</Alert>}
    </Stack>
  );
}
