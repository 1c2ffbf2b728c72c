import type { Context } from 'hono';

/**
 * Whether the visitor reached us over HTTPS: TLS on our own socket, or, only when TRUST_PROXY says
 * a TLS-terminating load balancer is in front, that balancer's X-Forwarded-Proto. Without
 * TRUST_PROXY the header is whatever the client chose to send, so it never turns on HSTS, Secure
 * cookies or upgrade-insecure-requests on a plain-http instance.
 */
export function servedOverHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
