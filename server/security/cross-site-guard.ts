import type { MiddlewareHandler } from 'hono';
import { refusal } from '../http/refusal';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(origin: string): string | undefined {
  if (!URL.canParse(origin)) return undefined;
  return new URL(origin).host.toLowerCase();
}

/**
 * A state-changing request must come from this site: browsers say where a request comes from
 * with Sec-Fetch-Site (modern) and Origin (all of them). A request without either (curl, a server)
 * is not a cross-site browser request and passes; the token and the rate limits still apply.
 * The site's own host is the request's Host (or the load balancer's X-Forwarded-Host) or SITE_URL.
 */
export function crossSiteGuard(options: { siteUrl: string; trustProxy: boolean }): MiddlewareHandler {
  const siteHost = hostOf(options.siteUrl);
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site')?.toLowerCase();
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return refusal(c, 403, CROSS_SITE_MESSAGE);

    const origin = c.req.header('origin');
    if (origin !== undefined) {
      const originHost = hostOf(origin);
      const requestHosts = [
        c.req.header('host')?.toLowerCase(),
        options.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase() : undefined,
        siteHost,
      ];
      if (!originHost || !requestHosts.includes(originHost)) return refusal(c, 403, CROSS_SITE_MESSAGE);
    }
    await next();
  };
}
