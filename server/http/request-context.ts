import type { Context } from 'hono';

/**
 * What the hardening middlewares learn about a request and later code reads. The request id and
 * the CSP nonce are Hono's own context variables (hono/request-id, hono/secure-headers); the client
 * address is ours, keyed by Hono's context (the same object through the whole middleware chain,
 * even after the body limit replaces the raw Request).
 */
interface RequestFacts {
  clientAddress?: string;
}

const facts = new WeakMap<Context, RequestFacts>();

export function rememberFact<K extends keyof RequestFacts>(c: Context, key: K, value: RequestFacts[K]) {
  facts.set(c, { ...facts.get(c), [key]: value });
}

/** The CSP nonce of this response; undefined when the security headers middleware did not run. */
export const cspNonceOf = (c: Context): string | undefined => c.get('secureHeadersNonce');
export const requestIdOf = (c: Context): string | undefined => c.get('requestId');
/** The client address as the rate limiter sees it ('unknown' without a socket, e.g. app.request). */
export const clientAddressOf = (c: Context) => facts.get(c)?.clientAddress ?? 'unknown';
