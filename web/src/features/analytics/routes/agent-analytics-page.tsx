import { useCallback, useMemo } from 'react';
import type { AgentWorkspacePageProps } from '../../../lib/agent-org-page';
import { callLogSearch, type CallLogFilters } from '../../../lib/call-log-url';
import { paths } from '../../../lib/paths';
import { DashboardScreen } from '../components/dashboard-screen';

/** The agent workspace's Analytics tab: the agent's dashboard; each figure opens the agent's call log. */
export function AgentAnalyticsPage({ agentId }: AgentWorkspacePageProps) {
  const scope = useMemo(() => ({ agentId }), [agentId]);
  const logHref = useCallback(
    (filters: CallLogFilters) => paths.agentCalls(agentId, callLogSearch(filters)),
    [agentId],
  );
  return <DashboardScreen scope={scope} logHref={logHref} />;
}
