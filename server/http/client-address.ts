import { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import { isTrustedProxy, plainAddress, type ProxyTrust } from './proxy-trust';
import { rememberFact } from './request-context';

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
