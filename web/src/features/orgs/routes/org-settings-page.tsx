import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { causeMessage, orgRoleOf, PRODUCT_NAME, type Organisation } from '@parley/domain';
import type { ReactNode } from 'react';
import { useCurrentOrg } from '../../../lib/current-org';
import { useSignedInUser } from '../../../lib/session';
import { InviteForm } from '../components/invite-form';
import { MembersSection } from '../components/members-section';
import { PendingInvitesList } from '../components/pending-invites-list';
import { OrgPublicInviteLink } from '../components/public-invite-link';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Stack spacing={2}>
        <div>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** `readOnly`: the user's platform role is VIEWER, so they invite and remove nobody. */
export function OrgSettings({ org, uid, readOnly }: { org: Organisation; uid: string; readOnly: boolean }) {
  const role = orgRoleOf(org, uid);
  const canManage = (role === 'owner' || role === 'admin') && !readOnly;
  return (
    <Stack spacing={3}>
      <Section title="People" description="Everyone in this organization can see and edit its agents.">
        <MembersSection org={org} currentUid={uid} canManage={canManage} />
      </Section>
      {canManage && (
        <Section
          title="Invite people"
          description="They get an e-mail with a link to join. Admins can invite and remove people."
        >
          <InviteForm org={org} />
        </Section>
      )}
      <Section title="Pending invites">
        <PendingInvitesList org={org} canManage={canManage} />
      </Section>
      {canManage && (
        <Section
          title="Public invite link"
          description="Anyone with this link can join as a member. Share it with care."
        >
          <OrgPublicInviteLink orgId={org.id} />
        </Section>
      )}
    </Stack>
  );
}

/** /org/settings: the selected organisation's people and invites. */
export default function OrgSettingsPage() {
  const { status, org, error, changeRefusal } = useCurrentOrg();
  const user = useSignedInUser();
  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading organization">
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  } else if (status === 'error') {
    body = <Alert severity="error">{causeMessage(error)}</Alert>;
  } else if (!org) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>You do not belong to an organization yet. Ask a teammate for an invite link.</Typography>
      </Paper>
    );
  } else {
    body = <OrgSettings org={org} uid={user.uid} readOnly={changeRefusal !== null} />;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <title>{`Organization settings · ${PRODUCT_NAME}`}</title>
      <div>
        <Typography variant="h1">Organization settings</Typography>
        {org && <Typography color="text.secondary">{org.name}</Typography>}
      </div>
      {body}
    </Stack>
  );
}
