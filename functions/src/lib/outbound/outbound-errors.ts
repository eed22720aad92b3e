// The two ways a guarded request ends without a response: refused by the policy before any connection
// (the caller's to fix: a 4xx), or failed on the way (DNS, network, time, redirects: a 5xx-like answer).
import type { AddressClass } from './address-policy';

export type RefusalReason =
  | 'invalid-url'
  | 'scheme'
  | 'port'
  | 'credentials-in-url'
  | 'forbidden-host'
  | 'ip-spelling'
  | Exclude<AddressClass, 'public'>;

export type FailureReason = 'dns' | 'network' | 'timeout' | 'too-many-redirects';

/** The policy refused the URL (or a redirect's); no connection was opened. */
export class OutboundRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundRefusal';
  }
}

/** The request was allowed but did not produce a response. */
export class OutboundFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundFailure';
  }
}

const ADDRESS_WORDS: Record<Exclude<AddressClass, 'public' | 'not-an-address'>, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  metadata: "the cloud metadata server's address",
  cgnat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved address',
  documentation: 'a documentation address',
  benchmarking: 'a benchmarking address',
  'unique-local': 'a unique-local (private) IPv6 address',
  tunnel: 'a tunnelling relay address',
};

/** The refusal for an address of a class other than public, naming the host and what it is. */
export function addressRefusal(
  url: string,
  host: string,
  address: string,
  kind: Exclude<AddressClass, 'public'>,
): OutboundRefusal {
  const what = kind === 'not-an-address' ? 'not a usable address' : ADDRESS_WORDS[kind];
  const resolved = host === address ? address : `${host} (${address})`;
  return new OutboundRefusal(
    kind,
    url,
    `Requests to ${resolved} are not allowed: it is ${what}. Only public internet addresses can be called.`,
  );
}
