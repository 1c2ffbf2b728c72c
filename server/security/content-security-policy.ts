import { NONCE, type secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The Content-Security-Policy of every document, in hono/secure-headers' form. Scripts run only
 * from this origin or with this response's nonce (NONCE: a fresh one per response, which the page
 * renderer puts on the inline script elements it writes) — never inline without it, never from
 * another host; `object-src 'none'` and `base-uri 'none'` close the classic bypasses. Styles allow
 * inline because React writes style attributes (a style cannot run code). Images and video may come
 * from the content service's http(s) hosts (the content contract lets only http(s) and
 * site-relative addresses through). Development relaxes what Vite needs: its HMR web socket and
 * eval in dev tooling.
 */
export function contentSecurityPolicy(options: { dev: boolean; https: boolean }): SecureHeadersOptions['contentSecurityPolicy'] {
  const { dev } = options;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE, ...(dev ? ["'unsafe-eval'"] : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    frameSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}
