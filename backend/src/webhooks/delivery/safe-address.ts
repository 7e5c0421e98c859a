import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be delivered. `public`: anywhere. `loopback`: this machine, allowed only in
 * development and tests (how a local receiver is reached). `refused`: private networks, link-local
 * (cloud metadata at 169.254.169.254), CGNAT, multicast, unspecified, documentation and reserved
 * ranges, in IPv4 and IPv6, including IPv4 carried inside IPv6 (mapped, NAT64, 6to4).
 */
export type AddressKind = 'public' | 'loopback' | 'refused';

const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const REFUSED_V6: [string, number][] = [
  ['::', 96], // unspecified and IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID, …)
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const refused = new BlockList();
for (const [network, prefix] of REFUSED_V4) refused.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of REFUSED_V6) refused.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with an IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail !== undefined) {
    const [a, b, c, d] = tail.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const missing = 8 - left.length - right.length;
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16));
}

const v4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 address an IPv6 one carries (mapped, NAT64 well-known prefix, 6to4), if any. */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d (mapped) and ::ffff:0:a.b.c.d (translated)
  if (zeros(0, 5) && g[5] === 0xffff) return v4Of(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4Of(g[6]!, g[7]!);
  // 64:ff9b::a.b.c.d (NAT64)
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Of(g[6]!, g[7]!);
  // 2002:aabb:ccdd::/48 (6to4)
  if (g[0] === 0x2002) return v4Of(g[1]!, g[2]!);
  return undefined;
}

/** What kind of address this is; anything that is not an IP address is `refused`. */
export function classifyAddress(address: string): AddressKind {
  const version = isIP(address.split('%')[0]!);
  if (version === 0) return 'refused';
  if (version === 6) {
    const inner = embeddedIpv4(address);
    if (inner !== undefined) return classifyAddress(inner);
  }
  const type = version === 4 ? 'ipv4' : 'ipv6';
  const plain = address.split('%')[0]!;
  if (loopback.check(plain, type)) return 'loopback';
  // A zone index (fe80::1%eth0) only exists on link-local addresses.
  if (address.includes('%') || refused.check(plain, type)) return 'refused';
  return 'public';
}

/** Whether a delivery may connect to this address. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const kind = classifyAddress(address);
  return kind === 'public' || (kind === 'loopback' && allowLoopback);
}
