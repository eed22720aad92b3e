import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MSG_INVITE_LINK_COPIED, type Organisation } from '@parley/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import { acceptInvitePath } from '../../../lib/paths';

/** The organisation's public invite link (anyone with it joins as a member), with a copy button. */
export function PublicInviteLink({
  org,
  origin = window.location.origin,
}: {
  org: Organisation;
  origin?: string;
}) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  if (!org.inviteToken) {
    return (
      <Typography variant="body2" color="text.secondary">
        This organization has no public invite link.
      </Typography>
    );
  }
  const link = `${origin}${acceptInvitePath(org.inviteToken, 'public')}`;
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
        label="Public invite link"
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
        Copy link
      </Button>
    </Stack>
  );
}
