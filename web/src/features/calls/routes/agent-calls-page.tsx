import { useCallback, useMemo } from 'react';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import { paths } from '../../../lib/paths';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useCallQueue, useUpdateCallQueue } from '../api/call-queue';
import { CallLogScreen } from '../components/call-log-screen';
import { CallQueuePanel } from '../components/call-queue-panel';

/** The agent workspace's Calls tab: the agent's call queue and call log. */
export function AgentCallsPage({ orgId, agentId, edit }: AgentWorkspacePageProps) {
  const queue = useCallQueue(agentId);
  const update = useUpdateCallQueue();
  const notifyError = useNotifyError();
  const callHref = useCallback((callId: string) => paths.agentCall(agentId, callId), [agentId]);
  const scope = useMemo(() => ({ agentId }), [agentId]);
  return (
    <CallLogScreen
      scope={scope}
      orgId={orgId}
      callHref={callHref}
      aside={
        <CallQueuePanel
          queue={queue}
          busy={update.isPending}
          readOnlyReason={edit.readOnlyReason}
          onChange={(change) => {
            update.mutate(
              { agentId, ...change },
              {
                onError: (error) => {
                  notifyError(error);
                },
              },
            );
          }}
        />
      }
    />
  );
}
