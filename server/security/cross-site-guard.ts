import type { MiddlewareHandler } from 'hono';
import { refusal } from '../http/refusal';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin.toLowerCase() : undefined;
}

function hostOf(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).host.toLowerCase() : undefined;
}

/**
 * A state-changing request must come from this site. Browsers name the page a request comes from
 * in Origin (on every POST) and say how it relates to us in Sec-Fetch-Site. Origin decides when
 * present: this site's own host (the request's Host, the load balancer's X-Forwarded-Host, or
 * SITE_URL's) or an origin allowed by CORS_ORIGINS (a static export calling this server's API).
 * Without Origin, a cross-site or same-site Sec-Fetch-Site is refused. A request with neither
 * (curl, a server) is not a browser acting for someone else; the token and the limits still apply.
 */
export function crossSiteGuard(options: { siteUrl: string; trustProxy: boolean; allowedOrigins?: readonly string[] }): MiddlewareHandler {
  const siteHost = hostOf(options.siteUrl);
  const allowed = new Set((options.allowedOrigins ?? []).flatMap((origin) => originOf(origin) ?? []));
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const ownHosts = [
        c.req.header('host')?.toLowerCase(),
        options.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase() : undefined,
        siteHost,
      ];
      const originHost = hostOf(origin);
      const fromThisSite = originHost !== undefined && ownHosts.includes(originHost);
      const fromAllowed = allowed.has(originOf(origin) ?? '');
      return fromThisSite || fromAllowed ? next() : refusal(c, 403, CROSS_SITE_MESSAGE);
    }
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refusal(c, 403, CROSS_SITE_MESSAGE);
    await next();
  };
}
