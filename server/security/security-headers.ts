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
 * Files a browser never treats as a document: scripts, stylesheets, fonts, raster images, media.
 * A CSP, frame-ancestors or a permissions policy governs a document and means nothing on them.
 * SVG, HTML, XML, JSON and anything untyped keep the document set (an SVG opened on its own is a
 * document that can run script).
 */
const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg)|video\/|audio\/|application\/wasm)/i;
const isSubresource = (c: Context) => c.res.ok && SUBRESOURCE.test(c.res.headers.get('content-type') ?? '');

/**
 * The security headers of every response. Documents (pages, API answers, redirects, refusals,
 * SVG and other files a browser can open as a page) carry the document policies: a CSP with a
 * fresh nonce per response (the page renderer puts it on the inline script elements it writes,
 * cspNonceOf), the referrer and permissions policies, COOP and X-Frame-Options. Subresources
 * (hashed scripts, stylesheets, fonts, raster images) carry what protects them: nosniff and
 * `Cross-Origin-Resource-Policy: same-origin` (no other site may load them into its pages). HSTS
 * goes on everything served over HTTPS.
 */
export function securityHeaders(options: { dev: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    rememberFact(c, 'cspNonce', nonce);
    await next();
    const https = servedOverHttps(c);
    const headers: Record<string, string> = isSubresource(c)
      ? { 'X-Content-Type-Options': 'nosniff', 'Cross-Origin-Resource-Policy': 'same-origin' }
      : {
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
