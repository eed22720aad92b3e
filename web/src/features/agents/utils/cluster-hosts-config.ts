// The app host of each cluster, from deployment configuration. Without VITE_APP_HOST (local runs, tests)
// there is nothing to redirect to, so agent pages never redirect.
import type { Cluster, ClusterHosts } from '@parley/domain';
import { clusterRedirectHost } from '@parley/domain';
import { z } from 'zod';

const host = z
  .string()
  .trim()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'expected a host name, e.g. app.example.com');

const hostsEnvSchema = z.object({
  VITE_APP_HOST: host.optional(),
  VITE_APP_HOST_AU: host.optional(),
  VITE_APP_HOST_ENTERPRISE: host.optional(),
});

/** The cluster hosts configured in the env, or null when no default host is set. Throws on a malformed host. */
export function clusterHostsFromEnv(raw: Record<string, unknown>): ClusterHosts | null {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const env = hostsEnvSchema.parse(given);
  if (!env.VITE_APP_HOST) return null;
  return {
    default: env.VITE_APP_HOST,
    AU: env.VITE_APP_HOST_AU ?? env.VITE_APP_HOST,
    ENTERPRISE: env.VITE_APP_HOST_ENTERPRISE ?? env.VITE_APP_HOST,
  };
}

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
 * there, or on a local or preview host (platform-core §2).
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
