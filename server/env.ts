import { z } from 'zod';
import { parseProxyTrust } from './http/proxy-trust';

/**
 * The server's environment, parsed at start-up: a bad value stops the server with a message that
 * names the variable. Only `publicEnv` ever reaches the browser.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();

/** A comma-separated list (spaces around items ignored, empty items dropped), each item checked by `item`. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T, fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) => v.split(',').map((entry) => entry.trim()).filter(Boolean))
    .pipe(z.array(item));

const envFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: optionalUrl.describe('Absolute origin for canonical links; defaults to http://localhost:PORT'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_MAX: z.coerce
    .number()
    .int()
    .min(2)
    .max(200)
    .default(10)
    .describe('PostgreSQL connections per instance; instances x this must stay below the server\'s max_connections.'),
  CONTENT_API_URL: optionalUrl,
  CONTENT_API_TOKEN: z.string().default(''),
  SITE_API_TOKEN: z
    .string()
    .min(8, 'SITE_API_TOKEN must be at least 8 characters')
    .default('travel-site-public-token')
    .describe('The fixed token the browser sends in the `token` header to this site\'s /api.'),
  PUBLIC_API_ORIGIN: optionalUrl.describe('API origin written into pages for a static export (npm run export).'),
  RENDER_CACHE: z.enum(['on', 'off']).default('on').describe('Keep rendered pages per content version (off: render every request).'),
  PROXY_CACHES_VARIANTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true')
    .describe('The proxy or CDN in front keys pages on the tnr_variant cookie: a returning visitor\'s page under an experiment is then publicly cacheable (docs/deployment.md).'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  LEADS_EMAIL_TO: z.email().optional().or(z.literal('').transform(() => undefined)),
  LEADS_EMAIL_FROM: z.email().default('website@travelnrelax.com'),
  LEAD_FORWARD_LEASE_SECONDS: z.coerce
    .number()
    .int()
    .min(2)
    .max(3_600)
    .default(60)
    .describe('Remote mode: a lead being delivered to the back end is tried again after this if its instance died.'),
  LEAD_FORWARD_MAX_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(300)
    .describe('Remote mode: the longest wait between two delivery attempts while the back end is down (backoff from 2 s).'),
  LEAD_FORWARD_ALERT_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(604_800)
    .default(900)
    .describe('Remote mode: a lead pending longer than this makes /readyz say "degraded" and logs an error (so does any refused lead).'),
  // Hardening (server/http, server/security): limits a load balancer operator may need to tune.
  TRUST_PROXY: z
    .string()
    .default('false')
    .describe('Proxies in front: true (one balancer), a hop count (2: CDN + balancer), or their CIDR list; read with TRUST_PROXY_HEADER.'),
  TRUST_PROXY_HEADER: z
    .string()
    .default('')
    .describe('A CDN\'s header holding the visitor\'s address (e.g. cf-connecting-ip), believed only from a trusted proxy.'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300).describe('POSTs one client address may send per window.'),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(300_000)
    .default(15_000)
    .describe('A client must have sent its whole request (headers and body) within this time.'),
  CORS_ORIGINS: commaList(z.url(), '').describe('Other origins allowed to call /api from a browser (comma-separated), e.g. a static export of the site.'),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(5_000)
    .describe('How long an idle keep-alive connection stays open; behind a load balancer, above its idle timeout.'),
  // The image pipeline (server/images, docs/decisions/007).
  IMAGE_ORIGINS: commaList(z.url(), '').describe('Origins images may be fetched from besides CONTENT_API_URL\'s (comma-separated), e.g. an uploads CDN.'),
  CONTENT_IMAGE_PATHS: commaList(z.string().regex(/^\/[^?#]*$/, 'a path starting with /'), '/uploads/').describe("Remote mode: the content service's paths images may be fetched under (comma-separated); its other paths never are."),
  IMAGE_CACHE_DIR: z.string().optional().describe('Where resized images are kept; defaults to DATA_DIR/image-cache.'),
  ASSETS_ARCHIVE_DIR: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined))
    .describe("Rolling deploys: a folder all instances share where each copies its build's /assets/ and serves other builds' from (unset: off)."),
  ASSETS_ARCHIVE_DAYS: z.coerce.number().int().min(1).max(365).default(14).describe('How long an older build\'s assets stay servable from ASSETS_ARCHIVE_DIR.'),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(10).default(1024).describe('Disk space the resized images may take.'),
});

/** TRUST_PROXY and TRUST_PROXY_HEADER become one parsed trust (server/http/proxy-trust.ts). */
export const envSchema = envFields.transform((env, ctx) => {
  try {
    return { ...env, TRUST_PROXY: parseProxyTrust(env.TRUST_PROXY, env.TRUST_PROXY_HEADER) };
  } catch (error) {
    ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: error instanceof Error ? error.message : String(error) });
    return z.NEVER;
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function siteUrlOf(env: Env): string {
  return env.SITE_URL ?? `http://localhost:${env.PORT}`;
}
