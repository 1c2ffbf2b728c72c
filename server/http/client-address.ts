import { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { isTrustedProxy, plainAddress, type ProxyTrust } from './proxy-trust';
import { clientAddressOf, rememberFact } from './request-context';

/** The socket's peer, when the request came through Node's http server (not in app.request tests). */
function socketAddress(c: Context): string | undefined {
  const bindings: unknown = c.env;
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return undefined;
  return bindings.incoming instanceof IncomingMessage ? bindings.incoming.socket.remoteAddress : undefined;
}

/**
 * Who is asking (docs/operations.md, "Client address"). Directly exposed, the socket's peer.
 * Behind proxies, the X-Forwarded-For chain is read from the right, where our own proxies
 * appended: with a hop count N, the entry N places left of the peer; with a CIDR list, the first
 * entry from the right that is not one of our proxies. Entries further left are whatever the
 * client sent and never let it pick a fresh address per request. A CDN's named header (e.g.
 * CF-Connecting-IP) wins, but only from a trusted peer.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const peer = socketAddress(c);
  if (!trust.enabled) return peer ?? 'unknown';
  // app.request tests have no socket: treat the missing peer as our balancer.
  const peerTrusted = trust.hops > 0 || peer === undefined || isTrustedProxy(trust, peer);
  if (!peerTrusted) return peer ?? 'unknown';
  if (trust.clientHeader) {
    const named = plainAddress(c.req.header(trust.clientHeader) ?? '');
    if (isIP(named)) return named;
  }
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map(plainAddress).filter(Boolean);
  const chain = [...forwarded, peer ?? 'unknown'];
  if (trust.hops > 0) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? 'unknown';
  for (let index = chain.length - 1; index >= 0; index -= 1) {
    const entry = chain[index] ?? '';
    if (!isTrustedProxy(trust, entry) && entry !== 'unknown') return entry;
  }
  return chain[0] ?? 'unknown';
}

export function clientAddressMiddleware(trust: ProxyTrust): MiddlewareHandler {
  return async (c, next) => {
    rememberFact(c, 'clientAddress', clientAddress(c, trust));
    await next();
  };
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
}

/**
 * Who a limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one household or
 * server gets a whole /64 and can pick a fresh address in it for every request). An IPv4 address
 * written as IPv6 (::ffff:a.b.c.d) is the IPv4 address.
 */
export function addressBlock(address: string): string {
  const plain = plainAddress(address).replace(/%.*$/, '');
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  return groups ? `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64` : plain;
}

/** The client's address block (addressBlock) as the hardening middleware resolved the client. */
export const clientKeyOf = (c: Context) => addressBlock(clientAddressOf(c));
