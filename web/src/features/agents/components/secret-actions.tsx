// The buttons under a revealed-on-request secret (the post-call signing secret, the runtime secret):
// reveal, or copy and hide once shown, and rotate. The panels own the request and the confirmation.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { LABEL_COPY_SECRET, LABEL_HIDE_SECRET, LABEL_ROTATE_SECRET } from '../strings';

export function SecretActions({
  secret,
  pending,
  revealLabel,
  copiedMessage,
  onReveal,
  onHide,
  onRotate,
}: {
  /** The secret when shown, else null. */
  secret: string | null;
  /** Which request is under way, if any. */
  pending: 'reveal' | 'rotate' | null;
  revealLabel: string;
  copiedMessage: string;
  onReveal: () => void;
  onHide: () => void;
  onRotate: () => void;
}) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const copy = async () => {
    if (secret === null) return;
    try {
      await navigator.clipboard.writeText(secret);
      notify(copiedMessage, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    }
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {secret !== null ? (
        <>
          <Button onClick={() => void copy()}>{LABEL_COPY_SECRET}</Button>
          <Button onClick={onHide}>{LABEL_HIDE_SECRET}</Button>
        </>
      ) : (
        <Button onClick={onReveal} loading={pending === 'reveal'}>
          {revealLabel}
        </Button>
      )}
      <Button color="error" onClick={onRotate} disabled={pending !== null} loading={pending === 'rotate'}>
        {LABEL_ROTATE_SECRET}
      </Button>
    </Stack>
  );
}
