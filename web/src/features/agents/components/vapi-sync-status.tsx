// A live agent whose last publish did not reach the voice engine (Vapi) says so in its workspace, with
// Vapi's reason and a way to retry at once; the sweep retries anyway. Nothing shows when synced or when
// the agent was never synced (no voice engine in this deployment).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {
  LABEL_VAPI_SYNC_RETRY,
  MSG_VAPI_NOT_CONFIGURED,
  MSG_VAPI_SYNC_DONE,
  vapiSyncPendingMessage,
  type Agent,
} from '@parley/domain';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useCurrentOrg } from '../../../lib/current-org';
import { useRetryVapiSync } from '../api/retry-vapi-sync';

export function VapiSyncStatus({ agent }: { agent: Pick<Agent, 'id' | 'vapiSync'> }) {
  const retry = useRetryVapiSync(agent.id);
  const { changeRefusal } = useCurrentOrg();
  const notify = useNotify();
  const notifyError = useNotifyError();
  if (agent.vapiSync?.status !== 'pending') return null;
  const run = () => {
    retry.mutate(undefined, {
      onSuccess: (outcome) => {
        if (outcome.status === 'synced') notify(MSG_VAPI_SYNC_DONE, { severity: 'success' });
        if (outcome.status === 'skipped') notify(MSG_VAPI_NOT_CONFIGURED, { severity: 'info' });
      },
      onError: (error) => {
        notifyError(error);
      },
    });
  };
  return (
    <Alert
      severity="warning"
      role="status"
      action={
        // Those who may not change the agent cannot retry its sync either (the route refuses them).
        changeRefusal ? undefined : (
          <Button color="inherit" size="small" onClick={run} loading={retry.isPending}>
            {LABEL_VAPI_SYNC_RETRY}
          </Button>
        )
      }
    >
      {vapiSyncPendingMessage(agent.vapiSync.error)}
    </Alert>
  );
}
