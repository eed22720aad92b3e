// The one way the functions make an HTTP request to a URL a user chose (send-request, webhook and
// API-request test runs, the knowledge-base crawler, post-call webhooks): every hop is checked
// before it connects, and the connection goes to the very address that was checked.
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { classifyAddress, isForbiddenHostName } from './address-policy';
import { addressRefusal, OutboundFailure, OutboundRefusal } from './outbound-errors';
import {
  deploymentOutbound,
  OUTBOUND_LIMITS,
  type OutboundPolicy,
  type ResolvedAddress,
  type Resolver,
} from './outbound-policy';

export interface GuardedRequest {
  url: string;
  method: string;
  headers?: Readonly<Record<string, string>>;
  body?: string | Uint8Array;
}

export interface GuardOptions {
  policy?: OutboundPolicy;
  resolve?: Resolver;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface GuardedResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  statusText: string;
  /** Response headers without hop-by-hop ones; repeated headers joined by ', '. */
  headers: Record<string, string>;
  body: Buffer;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
  /** Every URL redirected to, in order. */
  redirects: string[];
  /** Milliseconds from the call to the final response's headers, and to its last byte read. */
  timing: { firstByteMs: number; totalMs: number };
}

/** A URL that passed the policy, with the address to connect to. */
interface CheckedTarget {
  url: URL;
  pinned: ResolvedAddress;
}

// Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus those this module sets.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);
// Sent to the origin the user named, dropped when a redirect leaves it (as browsers' fetch does).
const ORIGIN_CREDENTIALS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/** Headers without hop-by-hop ones and those the Connection header names. */
export function withoutHopByHop(headers: Readonly<Record<string, string>>): Record<string, string> {
  const named = new Set(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() === 'connection')
      .flatMap(([, value]) => value.split(',').map((token) => token.trim().toLowerCase())),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => {
      const lower = name.toLowerCase();
      return !HOP_BY_HOP.has(lower) && !named.has(lower);
    }),
  );
}

function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

const DOTTED_IPV4 = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** The host as `raw` wrote it (lowercased), before the URL parser canonicalised it. */
function writtenHost(raw: string): string {
  return (/^\s*[a-z][a-z0-9+.-]*:[/\\]*(?:[^@/?#\\]*@)?([^:/?#\\]*)/i.exec(raw)?.[1] ?? '').toLowerCase();
}

/**
 * Throws OutboundRefusal('ip-spelling') when `raw` writes an IPv4 address other than as four decimal
 * numbers (2130706433, 0x7f000001, 0177.0.0.1, 127.1, percent-encoded), whatever address it names.
 * Callers that canonicalise a user's URL before fetching it (the crawler) check the URL as written.
 */
export function refuseIpSpelling(raw: string, parsed: URL = new URL(raw)): void {
  const host = parsed.hostname;
  const written = writtenHost(raw);
  if (DOTTED_IPV4.test(host) && written !== host) {
    throw new OutboundRefusal(
      'ip-spelling',
      parsed.href,
      `An IP address is only allowed written as four decimal numbers (${host}), not as ${written}.`,
    );
  }
}

/**
 * Checks one URL against the policy and resolves it once; throws OutboundRefusal (no connection made)
 * or OutboundFailure('dns'). The answer pins the address the request must connect to.
 */
export async function checkTarget(
  raw: string,
  policy: OutboundPolicy,
  resolve: Resolver,
): Promise<CheckedTarget> {
  let url: URL;
  try {
    // The WHATWG parser canonicalises IPv4 spellings (0x7f.1, 2130706433, 017700000001, 127.1); such
    // a spelling is refused below whatever address it names: no site is reached that way, and it is
    // how requests slip past filters that read the host as written.
    url = new URL(raw);
  } catch {
    throw new OutboundRefusal('invalid-url', raw, `"${raw}" is not a valid URL.`);
  }
  const shown = url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundRefusal(
      'scheme',
      shown,
      `Only http and https URLs can be called, not ${url.protocol}.`,
    );
  }
  if (url.username || url.password) {
    throw new OutboundRefusal(
      'credentials-in-url',
      shown,
      'Put credentials in a header (Authorization), not in the URL.',
    );
  }
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  if (port !== 80 && port !== 443 && !policy.extraPorts.includes(port)) {
    throw new OutboundRefusal('port', shown, `Only ports 80 and 443 can be called, not ${port}.`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  refuseIpSpelling(raw, url);
  const literal = classifyAddress(host);
  if (literal !== 'not-an-address') {
    if (literal !== 'public') throw addressRefusal(shown, host, host, literal);
    return { url, pinned: { address: host, family: host.includes(':') ? 6 : 4 } };
  }
  if (isForbiddenHostName(host)) {
    throw new OutboundRefusal('forbidden-host', shown, `Requests to ${host} are not allowed.`);
  }
  let addresses: readonly ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) throw new OutboundFailure('dns', `The host ${host} could not be found.`);
  const loopbackAllowed = policy.loopbackHosts.includes(host.toLowerCase());
  // Every address is judged, not only the one used: a name with one private address is refused.
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'public' || (kind === 'loopback' && loopbackAllowed)) continue;
    throw addressRefusal(shown, host, address, kind);
  }
  const [pinned] = addresses as [ResolvedAddress];
  return { url, pinned };
}

/** A lookup that answers the pinned address whatever it is asked: the connection cannot re-resolve. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function joinHeaders(message: IncomingMessage): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) joined[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return withoutHopByHop(joined);
}

interface HopAnswer {
  message: IncomingMessage;
  firstByteAt: number;
}

function sendHop(
  target: CheckedTarget,
  request: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  signal: AbortSignal,
): Promise<HopAnswer> {
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: OutgoingHttpHeaders = { ...request.headers };
  return new Promise((resolve, reject) => {
    const outgoing = send(
      target.url,
      {
        method: request.method,
        headers,
        lookup: pinnedLookup(target.pinned),
        signal,
        // No connection pooling: each request's socket is the one this hop checked.
        agent: false,
      },
      (message) => {
        resolve({ message, firstByteAt: performance.now() });
      },
    );
    outgoing.on('error', (error) => {
      reject(
        signal.aborted
          ? new OutboundFailure('timeout', 'The request took too long and was stopped.')
          : new OutboundFailure('network', `The request failed: ${error.message}`),
      );
    });
    outgoing.end(request.body);
  });
}

async function readBody(
  message: IncomingMessage,
  maxBytes: number,
  signal: AbortSignal,
): Promise<{ body: Buffer; truncated: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of message as AsyncIterable<Buffer>) {
      const room = maxBytes - size;
      if (chunk.length > room) {
        chunks.push(chunk.subarray(0, room));
        message.destroy();
        return { body: Buffer.concat(chunks), truncated: true };
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } catch (error) {
    if (signal.aborted) throw new OutboundFailure('timeout', 'The request took too long and was stopped.');
    throw new OutboundFailure('network', `Reading the response failed: ${(error as Error).message}`);
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

/** The request to send after a redirect, per fetch's rules: 303 (and 301/302 of a POST) become GET. */
function redirected(
  status: number,
  previous: { method: string; headers: Record<string, string>; body?: string | Uint8Array },
  from: URL,
  to: URL,
): { method: string; headers: Record<string, string>; body?: string | Uint8Array } {
  const toGet =
    status === 303
      ? previous.method !== 'HEAD'
      : (status === 301 || status === 302) && previous.method === 'POST';
  const headers = Object.fromEntries(
    Object.entries(previous.headers).filter(([name]) => {
      const lower = name.toLowerCase();
      if (from.origin !== to.origin && ORIGIN_CREDENTIALS.has(lower)) return false;
      return !(toGet && (lower === 'content-type' || lower === 'content-encoding'));
    }),
  );
  if (toGet) return { method: 'GET', headers };
  return {
    method: previous.method,
    headers,
    ...(previous.body === undefined ? {} : { body: previous.body }),
  };
}

/**
 * Sends `request` through the outbound guard: http(s) on port 80/443 (or the policy's extra ports),
 * to public addresses only (every spelling, every resolved address, every redirect hop), connecting to
 * the address that was checked; at most maxRedirects redirects, timeoutMs overall and maxBytes of body.
 * Hop-by-hop headers are dropped both ways. Throws OutboundRefusal before connecting when the policy
 * refuses, OutboundFailure when the request fails; an HTTP error status is an answer, not a failure.
 */
export async function guardedFetch(
  request: GuardedRequest,
  options: GuardOptions = {},
): Promise<GuardedResponse> {
  const deployment = deploymentOutbound();
  const policy = options.policy ?? deployment.policy;
  const resolve = options.resolve ?? deployment.resolve;
  const timeoutMs = options.timeoutMs ?? OUTBOUND_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? OUTBOUND_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? OUTBOUND_LIMITS.maxRedirects;

  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const redirects: string[] = [];
  let current = {
    method: request.method.toUpperCase(),
    headers: withoutHopByHop(request.headers ?? {}),
    ...(request.body === undefined ? {} : { body: request.body }),
  };
  let target = await checkTarget(request.url, policy, resolve);
  for (;;) {
    if (signal.aborted) throw new OutboundFailure('timeout', 'The request took too long and was stopped.');
    const { message, firstByteAt } = await sendHop(target, current, signal);
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (status >= 300 && status < 400 && status !== 304 && location) {
      message.resume();
      if (redirects.length >= maxRedirects) {
        throw new OutboundFailure(
          'too-many-redirects',
          `The request was redirected more than ${maxRedirects} times.`,
        );
      }
      let next: string;
      try {
        next = new URL(location, target.url).href;
      } catch {
        throw new OutboundRefusal(
          'invalid-url',
          location,
          `The redirect to "${location}" is not a valid URL.`,
        );
      }
      const checked = await checkTarget(next, policy, resolve);
      current = redirected(status, current, target.url, checked.url);
      target = checked;
      redirects.push(checked.url.href);
      continue;
    }
    const { body, truncated } = await readBody(message, maxBytes, signal);
    return {
      url: target.url.href,
      status,
      statusText: message.statusMessage ?? '',
      headers: joinHeaders(message),
      body,
      truncated,
      redirects,
      timing: { firstByteMs: firstByteAt - started, totalMs: performance.now() - started },
    };
  }
}
