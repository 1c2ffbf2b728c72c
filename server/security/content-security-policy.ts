/**
 * The Content-Security-Policy of every response. Scripts run only from this origin or with this
 * response's nonce — never inline without it, never from another host; `object-src 'none'` and
 * `base-uri 'none'` close the classic bypasses. Styles allow inline because React writes style
 * attributes (a style cannot run code). Images and video may come from the content service's
 * http(s) hosts (the content contract lets only http(s) and site-relative addresses through).
 * Development relaxes what Vite needs: its HMR web socket and eval in dev tooling.
 */
export function contentSecurityPolicy(options: { nonce: string; dev: boolean; https: boolean }): string {
  const { nonce, dev } = options;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(dev ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
