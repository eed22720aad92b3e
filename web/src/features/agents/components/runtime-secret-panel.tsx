// The agent's OpenAI-compatible endpoint and its runtime secret, for connecting a voice engine. Shown to
// those who may change the agent (the route refuses others); fetched when asked for, forgotten when hidden.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TitledSection } from '../../../components/titled-section';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useRuntimeSecret, type RuntimeSecretAction } from '../api/runtime-secret';
import {
  LABEL_REVEAL_RUNTIME_SECRET,
  LABEL_ROTATE_RUNTIME_SECRET_CONFIRM,
  LABEL_RUNTIME_ENDPOINT,
  LABEL_RUNTIME_SECRET,
  LABEL_RUNTIME_SECTION,
  LABEL_SIGNING_SECRET_HIDDEN,
  MSG_ROTATE_RUNTIME_SECRET_CONFIRM,
  MSG_RUNTIME_SECRET_COPIED,
  MSG_RUNTIME_SECRET_ROTATED,
  MSG_RUNTIME_SECTION,
} from '../strings';
import { SecretActions } from './secret-actions';

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
        <SecretActions
          secret={shown?.secret ?? null}
          pending={secret.isPending ? secret.variables : null}
          revealLabel={LABEL_REVEAL_RUNTIME_SECRET}
          copiedMessage={MSG_RUNTIME_SECRET_COPIED}
          onReveal={() => {
            run('reveal');
          }}
          onHide={() => {
            secret.reset();
          }}
          onRotate={() => void rotate()}
        />
      </Stack>
    </TitledSection>
  );
}
