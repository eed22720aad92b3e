// What the outbound guard allows beyond its fixed rules, and how it resolves names. Production uses
// the defaults: ports 80 and 443, DNS, no loopback. Tests and the local stack name the exceptions
// explicitly; nothing here widens the policy by default.
import { lookup } from 'node:dns/promises';

/** An address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name (never an IP literal) to every address it has; throws when it has none. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface OutboundPolicy {
  /** Ports allowed besides 80 and 443. */
  readonly extraPorts: readonly number[];
  /**
   * Host names (never IP literals) that may resolve to a loopback address: test servers and the
   * local stack's fake APIs. Every other class of non-public address stays refused for them too.
   */
  readonly loopbackHosts: readonly string[];
}

/** The caps every guarded request runs under (docs/integrations.md says why these values). */
export const OUTBOUND_LIMITS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export const PRODUCTION_POLICY: OutboundPolicy = { extraPorts: [], loopbackHosts: [] };

/** The system resolver (getaddrinfo), every address in the order it returns them. */
export const systemResolver: Resolver = async (hostname) => {
  const addresses = await lookup(hostname, { all: true, order: 'verbatim' });
  return addresses.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * A resolver that answers `hosts` itself (name → address) and asks `fallback` for any other name:
 * how tests and the local stack give a public-looking name to a server on 127.0.0.1.
 */
export function resolverWith(
  hosts: Readonly<Record<string, string>>,
  fallback: Resolver = systemResolver,
): Resolver {
  return async (hostname) => {
    const address = hosts[hostname.toLowerCase()];
    if (address === undefined) return fallback(hostname);
    return [{ address, family: address.includes(':') ? 6 : 4 }];
  };
}

/**
 * The policy and resolver for the running deployment. Under the Functions emulator only,
 * PARLEY_OUTBOUND_LOCAL_HOSTS ("fake-api.parley.test:4010,other.test:4011") names the local fake APIs:
 * each name resolves to 127.0.0.1 and may be reached there on its port. Deployed, it is ignored.
 */
export function deploymentOutbound(env: NodeJS.ProcessEnv = process.env): {
  policy: OutboundPolicy;
  resolve: Resolver;
} {
  const configured = env.FUNCTIONS_EMULATOR === 'true' ? (env.PARLEY_OUTBOUND_LOCAL_HOSTS ?? '') : '';
  const entries = configured
    .split(',')
    .map((entry) => /^([a-z0-9.-]+):(\d+)$/i.exec(entry.trim()))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, host = '', port = '']) => ({ host: host.toLowerCase(), port: Number(port) }));
  if (entries.length === 0) return { policy: PRODUCTION_POLICY, resolve: systemResolver };
  return {
    policy: {
      extraPorts: entries.map(({ port }) => port),
      loopbackHosts: entries.map(({ host }) => host),
    },
    resolve: resolverWith(Object.fromEntries(entries.map(({ host }) => [host, '127.0.0.1']))),
  };
}
