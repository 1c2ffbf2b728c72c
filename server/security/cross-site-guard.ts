import type { MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { refusal } from '../http/refusal';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed.';

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host.toLowerCase() : undefined);
const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin.toLowerCase() : undefined);

/**
 * A state-changing request a browser sends for a page must come from this site: hono/csrf, which
 * takes it when Sec-Fetch-Site says same-origin or Origin names this site — its own host (the
 * request's Host, the load balancer's X-Forwarded-Host with TRUST_PROXY, or SITE_URL's) or an
 * origin in CORS_ORIGINS (a static export posting its forms here). hono/csrf guards the bodies a
 * page on another site can send without asking (form encodings and text/plain); a JSON POST from
 * another site needs a CORS preflight first, which only CORS_ORIGINS pass (api-cors.ts), and /api
 * takes nothing but JSON (json-only.ts). A request with neither Origin nor Sec-Fetch-Site (curl,
 * a server) is no browser acting for someone else: it passes; the token and the limits still apply.
 * The refusal is the site's own (JSON on /api, a page elsewhere), not hono's plain "Forbidden".
 */
export function crossSiteGuard(options: { siteUrl: string; trustProxy: boolean; allowedOrigins?: readonly string[] }): MiddlewareHandler {
  const siteHost = hostOf(options.siteUrl);
  const allowed = new Set((options.allowedOrigins ?? []).flatMap((origin) => originOf(origin) ?? []));
  const guard = csrf({
    secFetchSite: 'same-origin',
    origin: (origin, c) => {
      const ownHosts = [
        c.req.header('host')?.toLowerCase(),
        options.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim().toLowerCase() : undefined,
        siteHost,
      ];
      const originHost = hostOf(origin);
      return (originHost !== undefined && ownHosts.includes(originHost)) || allowed.has(originOf(origin) ?? '');
    },
  });
  return async (c, next) => {
    if (c.req.header('origin') === undefined && c.req.header('sec-fetch-site') === undefined) return next();
    try {
      await guard(c, next);
    } catch (error) {
      if (error instanceof HTTPException && error.status === 403) return refusal(c, 403, CROSS_SITE_MESSAGE);
      throw error;
    }
  };
}
