import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { causeMessage, MSG_INVITE_LINK_COPIED } from '@parley/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import { acceptInvitePath } from '../../../lib/paths';
import { useOrgSecrets } from '../../../lib/use-org-secrets';
import {
  LABEL_COPY_LINK,
  LABEL_LOADING_PUBLIC_INVITE_LINK,
  LABEL_PUBLIC_INVITE_LINK,
  MSG_NO_PUBLIC_INVITE_LINK,
} from '../../../lib/strings';

/**
 * The organisation's public invite link, read from its credentials (t_org_secrets), which only the
 * owner and admins can read: render it for them only.
 */
export function OrgPublicInviteLink({ orgId }: { orgId: string }) {
  const secrets = useOrgSecrets(orgId);
  if (secrets.status === 'loading') {
    return <Skeleton variant="rounded" height={40} aria-label={LABEL_LOADING_PUBLIC_INVITE_LINK} />;
  }
  if (secrets.status === 'error') return <Alert severity="error">{causeMessage(secrets.error)}</Alert>;
  return <PublicInviteLink inviteToken={secrets.data?.inviteToken ?? null} />;
}

/** A public invite link (anyone with it joins as a member), with a copy button. */
export function PublicInviteLink({
  inviteToken,
  origin = window.location.origin,
}: {
  inviteToken: string | null;
  origin?: string;
}) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  if (!inviteToken) {
    return (
      <Typography variant="body2" color="text.secondary">
        {MSG_NO_PUBLIC_INVITE_LINK}
      </Typography>
    );
  }
  const link = `${origin}${acceptInvitePath(inviteToken, 'public')}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(MSG_INVITE_LINK_COPIED, { severity: 'success' });
    } catch (error) {
      notifyError(error, messageToast);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        label={LABEL_PUBLIC_INVITE_LINK}
        value={link}
        fullWidth
        size="small"
        slotProps={{ htmlInput: { readOnly: true } }}
        onFocus={(event) => {
          event.target.select();
        }}
      />
      <Button
        variant="outlined"
        startIcon={<ContentCopy />}
        onClick={() => void copy()}
        sx={{ flexShrink: 0 }}
      >
        {LABEL_COPY_LINK}
      </Button>
    </Stack>
  );
}
