import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { rememberFact } from '../http/request-context';
import { contentSecurityPolicy } from './content-security-policy';

/** Features this site never uses: no page (or anything injected into one) may ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** HTTPS directly (TLS on our socket) or at the load balancer (X-Forwarded-Proto). */
export function servedOverHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:';
}

/**
 * The security headers of every response, pages, API answers, static files and refusals alike.
 * A fresh nonce per response goes into the CSP; the page renderer puts it on the inline script
 * elements it writes (cspNonceOf).
 */
export function securityHeaders(options: { dev: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    rememberFact(c, 'cspNonce', nonce);
    await next();
    const https = servedOverHttps(c);
    const headers: Record<string, string> = {
      'Content-Security-Policy': contentSecurityPolicy({ nonce, dev: options.dev, https }),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
      // For browsers that predate frame-ancestors.
      'X-Frame-Options': 'DENY',
    };
    if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
    // One mutable copy of the response, then every header on it.
    const response = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    c.res = undefined;
    c.res = response;
  };
}
