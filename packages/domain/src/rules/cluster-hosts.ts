// Which host serves an agent's detail page.
import type { Cluster } from '../enums';

/** Deployment configuration: the app host of each dedicated cluster and the default one. */
export interface ClusterHosts {
  readonly default: string;
  readonly AU: string;
  readonly ENTERPRISE: string;
}

/** The host an agent is opened on: AU and ENTERPRISE have their own, every other cluster the default. */
export function hostForCluster(cluster: Cluster | null | undefined, hosts: ClusterHosts): string {
  if (cluster === 'AU') return hosts.AU;
  if (cluster === 'ENTERPRISE') return hosts.ENTERPRISE;
  return hosts.default;
}

/** Local and preview hosts never redirect, so development and review builds keep working. */
export function isExemptHost(host: string): boolean {
  const name = host.split(':')[0] ?? host;
  return (
    name === 'localhost' ||
    name === '127.0.0.1' ||
    name.endsWith('.localhost') ||
    // Firebase Hosting preview channels: <site>--<channel>-<hash>.web.app
    /--[^.]+\.web\.app$/.test(name)
  );
}

/**
 * The host to redirect an agent detail page to, or null to stay: a user on another host than the
 * agent's cluster host is sent there, unless the current host is local or a preview.
 */
export function clusterRedirectHost(
  currentHost: string,
  cluster: Cluster | null | undefined,
  hosts: ClusterHosts,
): string | null {
  if (isExemptHost(currentHost)) return null;
  const target = hostForCluster(cluster, hosts);
  return target === currentHost ? null : target;
}
