/**
 * Who a client is, for the per-client limits: its address, normalised so that one client cannot
 * pass for many. An IPv4 address stands for itself (an IPv4-mapped IPv6 address is the same
 * client); an IPv6 address stands for its /64, the block one subscriber is given, so rotating
 * through one's own addresses earns no fresh limits.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const zoneless = address.split('%')[0]!;
  if (!isIPv6(zoneless)) return undefined;
  let text = zoneless.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4) is two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  return [...front, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...back];
}

/** The key a client's limits are kept under; `unknown` when there is no usable address. */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const text = address.trim();
  if (isIPv4(text)) return text;
  const groups = ipv6Groups(text);
  if (!groups || groups.length !== 8) return 'unknown';
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  // ::ffff:a.b.c.d is the IPv4 client a.b.c.d.
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return `${g6 >> 8}.${g6 & 0xff}.${g7 >> 8}.${g7 & 0xff}`;
  }
  // The loopback (::1) is one machine; anything else is its /64.
  if (groups.slice(0, 7).every((g) => g === 0) && g7 === 1) return '::1';
  return `${[g0, g1, g2, g3].map((g) => g.toString(16)).join(':')}::/64`;
}

/**
 * The client's address for a request: the socket's peer, or, behind a proxy the operator trusts
 * (TRUST_PROXY), the last address the proxy appended to X-Forwarded-For. Earlier entries are
 * whatever the client wrote and are never believed.
 */
export function requestClientKey(peer: string | undefined, forwardedFor: string | null | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last) return clientKey(last);
  }
  return clientKey(peer);
}
