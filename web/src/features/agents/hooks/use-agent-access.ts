import { MSG_AGENT_NOT_FOUND, type Agent, type ClusterHosts } from '@parley/domain';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/notifications/use-notify';
import { isAgentAccessError } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import type { AsyncState } from '../../../lib/async-state';
import { clusterRedirectUrl, type LocationLike } from '../utils/cluster-redirect';

export interface AgentAccessOptions {
  /** The page's location (window.location in the app). */
  location: LocationLike;
  /** The configured cluster hosts; null disables the redirect. */
  hosts: ClusterHosts | null;
  /** Leaves for another host (window.location.assign in the app). */
  redirect: (url: string) => void;
}

export type AgentAccess =
  | { status: 'loading' }
  | { status: 'leaving' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; agent: Agent };

/**
 * Applies the agent page's entry rules to the loaded agent: a missing agent or a
 * permission error sends the user to /agent with a toast; an agent of another cluster reloads the page
 * on that cluster's host, unless this host is local or a preview.
 */
export function useAgentAccess(state: AsyncState<Agent | null>, options: AgentAccessOptions): AgentAccess {
  const navigate = useNavigate();
  const notify = useNotify();
  const { location, hosts, redirect } = options;
  const denied =
    (state.status === 'success' && state.data === null) ||
    (state.status === 'error' && isAgentAccessError(state.error));
  const cluster = state.status === 'success' ? state.data?.cluster : undefined;
  const redirectUrl = useMemo(
    () => (cluster ? clusterRedirectUrl(location, cluster, hosts) : null),
    [cluster, location, hosts],
  );

  useEffect(() => {
    if (!denied) return;
    notify(MSG_AGENT_NOT_FOUND, { severity: 'error' });
    void navigate(paths.agents, { replace: true });
  }, [denied, navigate, notify]);

  useEffect(() => {
    if (redirectUrl) redirect(redirectUrl);
  }, [redirectUrl, redirect]);

  if (denied || redirectUrl) return { status: 'leaving' };
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'error') return { status: 'error', error: state.error };
  if (state.data === null) return { status: 'leaving' };
  return { status: 'ready', agent: state.data };
}
