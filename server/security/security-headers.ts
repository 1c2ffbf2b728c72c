import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { servedOverHttps } from '../http/served-over-https';
import { contentSecurityPolicy } from './content-security-policy';

/** Features this site never uses: no page (or anything injected into one) may ask for them. */
const UNUSED_FEATURES = ['accelerometer', 'camera', 'displayCapture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb'] as const;
const PERMISSIONS_POLICY = Object.fromEntries(UNUSED_FEATURES.map((feature) => [feature, false]));

const HSTS = 'max-age=31536000; includeSubDomains';

/** Headers hono/secure-headers adds by default that this site does not want anywhere. */
const NOT_WANTED = {
  // DNS prefetch would delay the content service's images; the rest are for browsers long gone.
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  originAgentCluster: false,
} as const;

/**
 * What a document carries (pages, API answers, redirects, refusals, SVG and other files a browser
 * can open as a page): the CSP with this response's nonce, the referrer and permissions policies,
 * COOP and X-Frame-Options (for browsers that predate frame-ancestors).
 */
const forDocuments = (dev: boolean, https: boolean) =>
  secureHeaders({
    ...NOT_WANTED,
    contentSecurityPolicy: contentSecurityPolicy({ dev, https }),
    crossOriginResourcePolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: PERMISSIONS_POLICY,
    strictTransportSecurity: https ? HSTS : false,
  });

/** What protects a subresource: nosniff and CORP (no other site may load it into its pages). */
const forSubresources = (https: boolean) =>
  secureHeaders({
    ...NOT_WANTED,
    crossOriginOpenerPolicy: false,
    referrerPolicy: false,
    xFrameOptions: false,
    xXssProtection: false,
    strictTransportSecurity: https ? HSTS : false,
  });

/**
 * Files a browser never treats as a document: scripts, stylesheets, fonts, raster images, media.
 * A CSP, frame-ancestors or a permissions policy governs a document and means nothing on them.
 * SVG, HTML, XML, JSON and anything untyped keep the document set (an SVG opened on its own is a
 * document that can run script).
 */
const SUBRESOURCE = /^(text\/javascript|application\/javascript|text\/css|font\/|image\/(?!svg)|video\/|audio\/|application\/wasm)/i;
const isSubresource = (c: Context) => c.res.ok && SUBRESOURCE.test(c.res.headers.get('content-type') ?? '');

/**
 * The security headers of every response, by hono/secure-headers. The nonce is drawn before the
 * route runs (the page renderer reads it, cspNonceOf); which set applies is known only from the
 * answer's type, so the matching middleware runs once the route has answered. HSTS only over HTTPS
 * (served-over-https.ts: X-Forwarded-Proto counts only with TRUST_PROXY).
 */
export function securityHeaders(options: { dev: boolean; trustProxy: boolean }): MiddlewareHandler {
  const sets = {
    document: { http: forDocuments(options.dev, false), https: forDocuments(options.dev, true) },
    subresource: { http: forSubresources(false), https: forSubresources(true) },
  };
  return async (c, next) => {
    NONCE(c, 'script-src');
    await next();
    // A redirect's or a fetched file's headers may be immutable: one mutable copy first.
    const response = new Response(c.res.body, c.res);
    c.res = undefined;
    c.res = response;
    const set = sets[isSubresource(c) ? 'subresource' : 'document'][servedOverHttps(c, options.trustProxy) ? 'https' : 'http'];
    await set(c, async () => undefined);
  };
}
