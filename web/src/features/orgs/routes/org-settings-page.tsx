import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { causeMessage, planRefusal, PRODUCT_NAME, runsOrg, type Organisation } from '@parley/domain';
import type { ReactNode } from 'react';
import { PlanGateNotice } from '../../../components/upgrade-link';
import { useCurrentOrg } from '../../../lib/current-org';
import { useSignedInUser } from '../../../lib/session';
import { InviteForm } from '../components/invite-form';
import { MembersSection } from '../components/members-section';
import { PendingInvitesList } from '../components/pending-invites-list';
import { OrgPublicInviteLink } from '../components/public-invite-link';
import { VersionControlToggle } from '../components/version-control-toggle';
import {
  LABEL_AGENT_VERSIONS,
  MSG_VERSION_CONTROL_MANAGERS_ONLY,
  MSG_VERSION_CONTROL_SECTION,
} from '../strings';
import {
  LABEL_INVITE_PEOPLE,
  LABEL_LOADING_ORGANIZATION,
  LABEL_ORGANIZATION_SETTINGS,
  LABEL_PENDING_INVITES,
  LABEL_PEOPLE,
  LABEL_PUBLIC_INVITE_LINK,
  MSG_INVITE_PEOPLE_SECTION,
  MSG_NO_ORGANIZATION_ASK_TEAMMATE,
  MSG_PEOPLE_SECTION,
  MSG_PUBLIC_INVITE_LINK_SECTION,
} from '../../../lib/strings';

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

/**
 * `readOnlyReason`: why the user changes nothing (their platform role is VIEWER), or null; a VIEWER
 * invites and removes nobody and sees the version-control switch disabled with the reason.
 */
export function OrgSettings({
  org,
  uid,
  readOnlyReason,
}: {
  org: Organisation;
  uid: string;
  readOnlyReason: string | null;
}) {
  // Who runs an organisation is one domain rule, shared with the server's checks and the other screens.
  const canManage = runsOrg(org, uid) && readOnlyReason === null;
  const inviteRefusal = planRefusal(org.ownerPlan, { feature: 'invite_member' });
  return (
    <Stack spacing={3}>
      <Section title={LABEL_PEOPLE} description={MSG_PEOPLE_SECTION}>
        <MembersSection org={org} currentUid={uid} canManage={canManage} />
      </Section>
      {canManage && (
        <Section title={LABEL_INVITE_PEOPLE} description={MSG_INVITE_PEOPLE_SECTION}>
          <InviteForm org={org} />
        </Section>
      )}
      <Section title={LABEL_PENDING_INVITES}>
        <PendingInvitesList org={org} canManage={canManage} />
      </Section>
      {canManage && (
        <Section title={LABEL_PUBLIC_INVITE_LINK} description={MSG_PUBLIC_INVITE_LINK_SECTION}>
          {/* The link admits members only on a plan with invite_member; the server refuses it otherwise. */}
          {inviteRefusal ? (
            <PlanGateNotice message={inviteRefusal} />
          ) : (
            <OrgPublicInviteLink orgId={org.id} />
          )}
        </Section>
      )}
      <Section title={LABEL_AGENT_VERSIONS} description={MSG_VERSION_CONTROL_SECTION}>
        <VersionControlToggle
          org={org}
          disabledReason={canManage ? null : (readOnlyReason ?? MSG_VERSION_CONTROL_MANAGERS_ONLY)}
        />
      </Section>
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
      <Stack spacing={2} aria-busy="true" aria-label={LABEL_LOADING_ORGANIZATION}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  } else if (status === 'error') {
    body = <Alert severity="error">{causeMessage(error)}</Alert>;
  } else if (!org) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{MSG_NO_ORGANIZATION_ASK_TEAMMATE}</Typography>
      </Paper>
    );
  } else {
    body = <OrgSettings org={org} uid={user.uid} readOnlyReason={changeRefusal} />;
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <title>{`${LABEL_ORGANIZATION_SETTINGS} · ${PRODUCT_NAME}`}</title>
      <div>
        <Typography variant="h1">{LABEL_ORGANIZATION_SETTINGS}</Typography>
        {org && <Typography color="text.secondary">{org.name}</Typography>}
      </div>
      {body}
    </Stack>
  );
}
