// The organisation's post-call webhook signing secret beside the URLs it signs for, with how a
// receiver verifies a delivery. Shown only to the organisation's owner and admins (the route refuses
// everyone else); the secret is fetched when revealed and forgotten when hidden — or when it is rotated
// elsewhere (another tab, another admin), which the organisation's credentials say live.
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { formatTimestamp } from '../../../lib/timestamps';
import { useOrgSecrets } from '../../../lib/use-org-secrets';
import { usePostCallSigningSecret, type SigningSecretAction } from '../api/post-call-signing-secret';
import {
  LABEL_REVEAL_SECRET,
  LABEL_ROTATE_SECRET_CONFIRM,
  LABEL_SIGNING_SECRET,
  LABEL_SIGNING_SECRET_HIDDEN,
  LABEL_VERIFY_SIGNATURE,
  MSG_ROTATE_SECRET_CONFIRM,
  MSG_SECRET_COPIED,
  MSG_SECRET_ROTATED,
  MSG_SIGNING_SECRET_SCOPE,
  MSG_VERIFY_SIGNATURE,
  previousSecretMessage,
} from '../strings';
import { SecretActions } from './secret-actions';

/** When the organisation's secret was last rotated, live (epoch ms); null when never or not known yet. */
function useLiveRotatedAt(orgId: string): number | null {
  const credentials = useOrgSecrets(orgId);
  return credentials.status === 'success' ? (credentials.data?.postCallSecretRotatedAt ?? null) : null;
}

/** Reveal, copy, hide and rotate (after confirming) the organisation's signing secret. */
export function SigningSecretPanel({ orgId }: { orgId: string }) {
  const secret = usePostCallSigningSecret(orgId);
  const { reset } = secret;
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const titleId = useId();
  const liveRotatedAt = useLiveRotatedAt(orgId);
  const answer = secret.data?.orgId === orgId ? secret.data : null;
  // A rotation newer than the revealed answer (this tab's own rotation answers the same time) means
  // another secret signs now: the revealed one is hidden at once, then forgotten.
  const outdated = answer !== null && liveRotatedAt !== null && liveRotatedAt > (answer.rotatedAt ?? 0);
  const shown = outdated ? null : answer;
  useEffect(() => {
    if (outdated) reset();
  }, [outdated, reset]);

  const run = (action: SigningSecretAction) => {
    secret.mutate(action, {
      onSuccess: () => {
        if (action === 'rotate') notify(MSG_SECRET_ROTATED, { severity: 'success' });
      },
      onError: (error) => {
        notifyError(error);
      },
    });
  };
  const rotate = async () => {
    if (await confirm({ title: LABEL_ROTATE_SECRET_CONFIRM, message: MSG_ROTATE_SECRET_CONFIRM }))
      run('rotate');
  };
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {LABEL_SIGNING_SECRET}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {MSG_SIGNING_SECRET_SCOPE}
      </Typography>
      <TextField
        label={LABEL_SIGNING_SECRET}
        value={shown?.secret ?? LABEL_SIGNING_SECRET_HIDDEN}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      {shown?.previousSignsUntil != null && (
        <Alert severity="info">{previousSecretMessage(formatTimestamp(shown.previousSignsUntil))}</Alert>
      )}
      <SecretActions
        secret={shown?.secret ?? null}
        pending={secret.isPending ? secret.variables : null}
        revealLabel={LABEL_REVEAL_SECRET}
        copiedMessage={MSG_SECRET_COPIED}
        onReveal={() => {
          run('reveal');
        }}
        onHide={() => {
          secret.reset();
        }}
        onRotate={() => void rotate()}
      />
      <Typography variant="subtitle2" component="h4">
        {LABEL_VERIFY_SIGNATURE}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {MSG_VERIFY_SIGNATURE}
      </Typography>
    </Stack>
  );
}
