// The agent's OpenAI-compatible endpoint and its runtime secret, for connecting a voice engine. Shown to
// those who may change the agent (the route refuses others); fetched when asked for, forgotten when hidden.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TitledSection } from '../../../components/titled-section';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useRuntimeSecret, type RuntimeSecretAction } from '../api/runtime-secret';
import {
  LABEL_COPY_SECRET,
  LABEL_HIDE_SECRET,
  LABEL_REVEAL_RUNTIME_SECRET,
  LABEL_ROTATE_RUNTIME_SECRET_CONFIRM,
  LABEL_ROTATE_SECRET,
  LABEL_RUNTIME_ENDPOINT,
  LABEL_RUNTIME_SECRET,
  LABEL_RUNTIME_SECTION,
  LABEL_SIGNING_SECRET_HIDDEN,
  MSG_ROTATE_RUNTIME_SECRET_CONFIRM,
  MSG_RUNTIME_SECRET_COPIED,
  MSG_RUNTIME_SECRET_ROTATED,
  MSG_RUNTIME_SECTION,
} from '../strings';

const MONOSPACE = { htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } };

/** `agentId` is the live agent's: engines talk to what is published. */
export function RuntimeSecretPanel({ agentId }: { agentId: string }) {
  const secret = useRuntimeSecret(agentId);
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const shown = secret.data ?? null;

  const run = (action: RuntimeSecretAction) => {
    secret.mutate(action, {
      onSuccess: () => {
        if (action === 'rotate') notify(MSG_RUNTIME_SECRET_ROTATED, { severity: 'success' });
      },
      onError: (error) => {
        notifyError(error);
      },
    });
  };
  const rotate = async () => {
    if (
      await confirm({
        title: LABEL_ROTATE_RUNTIME_SECRET_CONFIRM,
        message: MSG_ROTATE_RUNTIME_SECRET_CONFIRM,
      })
    )
      run('rotate');
  };
  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      notify(MSG_RUNTIME_SECRET_COPIED, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <TitledSection title={LABEL_RUNTIME_SECTION} intro={MSG_RUNTIME_SECTION}>
      <Stack spacing={1.5}>
        <TextField
          label={LABEL_RUNTIME_ENDPOINT}
          value={shown?.endpoint ?? LABEL_SIGNING_SECRET_HIDDEN}
          fullWidth
          slotProps={MONOSPACE}
        />
        <TextField
          label={LABEL_RUNTIME_SECRET}
          value={shown?.secret ?? LABEL_SIGNING_SECRET_HIDDEN}
          fullWidth
          slotProps={MONOSPACE}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {shown ? (
            <>
              <Button onClick={() => void copy()}>{LABEL_COPY_SECRET}</Button>
              <Button
                onClick={() => {
                  secret.reset();
                }}
              >
                {LABEL_HIDE_SECRET}
              </Button>
            </>
          ) : (
            <Button
              onClick={() => {
                run('reveal');
              }}
              loading={secret.isPending && secret.variables === 'reveal'}
            >
              {LABEL_REVEAL_RUNTIME_SECRET}
            </Button>
          )}
          <Button
            color="error"
            onClick={() => void rotate()}
            disabled={secret.isPending}
            loading={secret.isPending && secret.variables === 'rotate'}
          >
            {LABEL_ROTATE_SECRET}
          </Button>
        </Stack>
      </Stack>
    </TitledSection>
  );
}
