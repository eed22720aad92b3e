// Which network addresses an outbound request made on a user's behalf may reach: public unicast only.
// Everything else — this machine, the VPC, the metadata server, link-local, CGNAT, multicast,
// documentation and reserved ranges — is refused, in every spelling (IPv6 forms that embed an IPv4
// address are judged by the address they embed). docs/integrations.md explains the policy.
import { isIPv4, isIPv6 } from 'node:net';

/** Why an address is not public; `public` when a request may connect to it. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'cgnat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'benchmarking'
  | 'unique-local'
  | 'tunnel'
  | 'not-an-address';

interface Range<Value> {
  base: Value;
  bits: number;
  kind: Exclude<AddressClass, 'public' | 'not-an-address'>;
}

// Most specific first: the metadata address sits inside link-local and is named as such.
const IPV4_RANGES: readonly Range<number>[] = [
  { base: ipv4('169.254.169.254'), bits: 32, kind: 'metadata' },
  { base: ipv4('255.255.255.255'), bits: 32, kind: 'broadcast' },
  { base: ipv4('0.0.0.0'), bits: 8, kind: 'unspecified' },
  { base: ipv4('10.0.0.0'), bits: 8, kind: 'private' },
  { base: ipv4('100.64.0.0'), bits: 10, kind: 'cgnat' },
  { base: ipv4('127.0.0.0'), bits: 8, kind: 'loopback' },
  { base: ipv4('169.254.0.0'), bits: 16, kind: 'link-local' },
  { base: ipv4('172.16.0.0'), bits: 12, kind: 'private' },
  { base: ipv4('192.0.0.0'), bits: 24, kind: 'reserved' },
  { base: ipv4('192.0.2.0'), bits: 24, kind: 'documentation' },
  { base: ipv4('192.88.99.0'), bits: 24, kind: 'tunnel' },
  { base: ipv4('192.168.0.0'), bits: 16, kind: 'private' },
  { base: ipv4('198.18.0.0'), bits: 15, kind: 'benchmarking' },
  { base: ipv4('198.51.100.0'), bits: 24, kind: 'documentation' },
  { base: ipv4('203.0.113.0'), bits: 24, kind: 'documentation' },
  { base: ipv4('224.0.0.0'), bits: 4, kind: 'multicast' },
  { base: ipv4('240.0.0.0'), bits: 4, kind: 'reserved' },
];

// IPv6 outside these is judged below: only global unicast (2000::/3) can be public.
const IPV6_RANGES: readonly Range<bigint>[] = [
  { base: ipv6('fd00:ec2::254'), bits: 128, kind: 'metadata' },
  { base: ipv6('::'), bits: 128, kind: 'unspecified' },
  { base: ipv6('::1'), bits: 128, kind: 'loopback' },
  { base: ipv6('fc00::'), bits: 7, kind: 'unique-local' },
  { base: ipv6('fe80::'), bits: 10, kind: 'link-local' },
  { base: ipv6('fec0::'), bits: 10, kind: 'private' },
  { base: ipv6('ff00::'), bits: 8, kind: 'multicast' },
  { base: ipv6('100::'), bits: 64, kind: 'reserved' },
  { base: ipv6('2001::'), bits: 32, kind: 'tunnel' },
  { base: ipv6('2001:2::'), bits: 48, kind: 'benchmarking' },
  { base: ipv6('2001::'), bits: 23, kind: 'reserved' },
  { base: ipv6('2001:db8::'), bits: 32, kind: 'documentation' },
  { base: ipv6('3fff::'), bits: 20, kind: 'documentation' },
];

/** Prefixes whose low 32 bits are an IPv4 address the packet really goes to (or is mapped from). */
const EMBEDDING_PREFIXES: readonly { base: bigint; bits: number }[] = [
  { base: ipv6('::ffff:0:0'), bits: 96 }, // IPv4-mapped
  { base: ipv6('::'), bits: 96 }, // IPv4-compatible (deprecated, still routed by some stacks)
  { base: ipv6('::ffff:0:0:0'), bits: 96 }, // SIIT (IPv4-translated)
  { base: ipv6('64:ff9b::'), bits: 96 }, // NAT64
  { base: ipv6('64:ff9b:1::'), bits: 48 }, // local-use NAT64
];
const SIX_TO_FOUR = { base: ipv6('2002::'), bits: 16 };

function ipv4(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** The 128-bit value of a canonical IPv6 address (as net.isIPv6 accepts it: '::', zone ids absent). */
function ipv6(address: string): bigint {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

function inV4(value: number, range: { base: number; bits: number }): boolean {
  const shift = 32 - range.bits;
  return shift === 32 || Math.floor(value / 2 ** shift) === Math.floor(range.base / 2 ** shift);
}

function inV6(value: bigint, range: { base: bigint; bits: number }): boolean {
  const shift = BigInt(128 - range.bits);
  return value >> shift === range.base >> shift;
}

function classifyV4(value: number): AddressClass {
  return IPV4_RANGES.find((range) => inV4(value, range))?.kind ?? 'public';
}

function classifyV6(value: bigint): AddressClass {
  if (value !== 0n && value !== 1n && EMBEDDING_PREFIXES.some((prefix) => inV6(value, prefix))) {
    return classifyV4(Number(value & 0xffffffffn));
  }
  if (inV6(value, SIX_TO_FOUR)) return classifyV4(Number((value >> 80n) & 0xffffffffn));
  const listed = IPV6_RANGES.find((range) => inV6(value, range))?.kind;
  if (listed) return listed;
  // Everything outside global unicast (2000::/3) is unassigned or special-purpose.
  return value >> 125n === 1n ? 'public' : 'reserved';
}

/**
 * The class of an IP address as the resolver or the URL parser gives it (IPv4 dotted quad, IPv6 with
 * or without brackets and zone id). Anything that is not an address is `not-an-address`.
 */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(bare)) return classifyV4(ipv4(bare));
  if (isIPv6(bare)) return classifyV6(ipv6(bare));
  return 'not-an-address';
}

/** Host names that name this machine or the cloud's metadata server whatever DNS says. */
const FORBIDDEN_NAMES = [/^localhost$/, /\.localhost$/, /^metadata$/, /^metadata\.google\.internal$/];

/** Whether a host name (lower case, no trailing dot) is refused by name, before any lookup. */
export function isForbiddenHostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return FORBIDDEN_NAMES.some((pattern) => pattern.test(name));
}
