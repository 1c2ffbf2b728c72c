import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { rememberFact } from './request-context';

/** The socket's peer, when the request came through Node's http server (not in app.request tests). */
function socketAddress(c: Context): string | undefined {
  const bindings: unknown = c.env;
  if (typeof bindings !== 'object' || bindings === null || !('incoming' in bindings)) return undefined;
  return bindings.incoming instanceof IncomingMessage ? bindings.incoming.socket.remoteAddress : undefined;
}

/**
 * Who is asking. Directly exposed, the socket's peer; behind a load balancer (TRUST_PROXY) the
 * last X-Forwarded-For entry, the one our own proxy appended — entries before it are whatever
 * the client chose to send and must not let it pick a fresh address per request.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  return socketAddress(c) ?? 'unknown';
}

export function clientAddressMiddleware(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    rememberFact(c, 'clientAddress', clientAddress(c, trustProxy));
    await next();
  };
}
