// Where an agent page belongs: the host of the agent's cluster. The hosts come from
// the env (lib/env.ts, VITE_APP_HOST...); without them nothing redirects.
import type { Cluster, ClusterHosts } from '@parley/domain';
import { clusterRedirectHost } from '@parley/domain';

/** The parts of window.location a redirect needs. */
export interface LocationLike {
  readonly protocol: string;
  readonly host: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The URL of the same page on the agent's cluster host, or null to stay: no hosts configured, already
 * there, or on a local or preview host.
 */
export function clusterRedirectUrl(
  location: LocationLike,
  cluster: Cluster | null | undefined,
  hosts: ClusterHosts | null,
): string | null {
  if (!hosts) return null;
  const target = clusterRedirectHost(location.host, cluster, hosts);
  if (!target) return null;
  return `${location.protocol}//${target}${location.pathname}${location.search}${location.hash}`;
}
