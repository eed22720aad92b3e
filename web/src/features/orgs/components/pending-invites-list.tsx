import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  LABEL_CANCEL,
  MSG_INVITE_CANCELED,
  type Organisation,
  type OrgPendingInvite,
  type TimestampLike,
} from '@parley/domain';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import { useCancelOrgInvite } from '../api/cancel-org-invite';
import {
  LABEL_ADMIN,
  LABEL_CANCEL_INVITE,
  LABEL_EXPIRED,
  LABEL_KEEP,
  LABEL_MEMBER,
  LABEL_PENDING_INVITES,
  MSG_CANCEL_INVITE_CONFIRM,
  MSG_NO_PENDING_INVITES,
  cancelInviteConfirmTitle,
  cancelInviteLabel,
  expiresOnMessage,
  invitedOnMessage,
} from '../../../lib/strings';

function toDate(value: TimestampLike | undefined): Date | null {
  if (value === undefined) return null;
  if (value instanceof Date) return value;
  if (typeof value === 'number' || typeof value === 'string') return new Date(value);
  return new Date(value.seconds * 1000);
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** When it was sent, and until when it works: an expired invite stays listed until it is cancelled. */
function inviteDates(invite: OrgPendingInvite, now: number): string | null {
  const invitedAt = toDate(invite.invitedAt);
  const parts = [invitedAt ? invitedOnMessage(dateFormat.format(invitedAt)) : null];
  if (invite.expiresAt !== undefined) {
    parts.push(
      invite.expiresAt <= now ? LABEL_EXPIRED : expiresOnMessage(dateFormat.format(invite.expiresAt)),
    );
  }
  const text = parts.filter((part) => part !== null).join(' · ');
  return text || null;
}

/** Invites not yet accepted, with Cancel for owners and admins (DELETE /api/org-invite). */
export function PendingInvitesList({ org, canManage }: { org: Organisation; canManage: boolean }) {
  const cancel = useCancelOrgInvite();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  // Expiry is judged as of the page's opening; a list left open long enough is refreshed by the user.
  const [now] = useState(() => Date.now());
  if (org.pendingInvites.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {MSG_NO_PENDING_INVITES}
      </Typography>
    );
  }
  const onCancel = async (invite: OrgPendingInvite) => {
    const confirmed = await confirm({
      title: cancelInviteConfirmTitle(invite.email),
      message: MSG_CANCEL_INVITE_CONFIRM,
      confirmLabel: LABEL_CANCEL_INVITE,
      cancelLabel: LABEL_KEEP,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await cancel.mutateAsync({ orgId: org.id, inviteTokenId: invite.id });
      notify(MSG_INVITE_CANCELED, { severity: 'success' });
    } catch (error) {
      notifyError(error, messageToast);
    }
  };
  return (
    <List dense aria-label={LABEL_PENDING_INVITES}>
      {org.pendingInvites.map((invite) => {
        return (
          <ListItem
            key={invite.id}
            disableGutters
            secondaryAction={
              canManage && (
                <Button
                  size="small"
                  color="error"
                  aria-label={cancelInviteLabel(invite.email)}
                  disabled={cancel.isPending && cancel.variables.inviteTokenId === invite.id}
                  onClick={() => void onCancel(invite)}
                >
                  {LABEL_CANCEL}
                </Button>
              )
            }
            sx={{ pr: canManage ? 10 : 0 }}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <Typography component="span" noWrap>
                    {invite.email}
                  </Typography>
                  <Chip size="small" label={invite.role === 'admin' ? LABEL_ADMIN : LABEL_MEMBER} />
                </Stack>
              }
              secondary={inviteDates(invite, now)}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
