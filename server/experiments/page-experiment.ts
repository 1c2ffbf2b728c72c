import { generateCookie } from 'hono/cookie';
import type { ExperimentPage } from '../../src/entry-server';
import type { Experiment } from '../../src/engine/experiment-schema';
import { CONTROL_VARIANT, experimentWindow, isExperimentRunning } from '../../src/engine/experiment-window';
import { drawVariant, VARIANT_COOKIE, variantCookieValue, variantsOfCookies } from '../../src/engine/experiment-variant';
import { knownAssignment, type Assignment } from './assign-variant';
import { exposureCookieName, type ExposureSigner } from './assignment-token';
import { campaignOf, campaignOfCookies, firstTouchCookie, hasCampaignParams } from './first-touch';
import { leftOutOfExperiments } from './visitor-exclusion';

export interface ExperimentServices {
  /** Counts a new visitor of a variant (server/experiments/exposure-store.ts). */
  countNewVisitor(experimentId: string, variant: string): Promise<void>;
  /** Whether this client address may be counted once more today (server/experiments/exposure-bound.ts). */
  admitNewVisitor(experimentId: string, clientKey: string): Promise<boolean>;
  /** Variants a guardrail switched off (server/experiments/variant-switches.ts). */
  switchedOff(experimentId: string): Promise<ReadonlySet<string>>;
  /** Signs the exposure cookie (server/experiments/assignment-token.ts). */
  signer(): Promise<ExposureSigner>;
  /** Cookies carry Secure when the site is served over HTTPS. */
  secureCookies: boolean;
  /**
   * The proxy or CDN in front keys pages on the variant cookie (PROXY_CACHES_VARIANTS): a returning
   * visitor's page is then publicly cacheable. Off, every page under an experiment is private.
   */
  proxyCachesVariants?: boolean;
  warn(details: Record<string, unknown>, message: string): void;
  now?: () => number;
  random?: () => number;
}

/** What a page request's experiment and first touch change in its render and its response. */
export interface PageExperimentOutcome {
  /** For renderPage: the variant of the page's experiment. */
  variants: Record<string, string>;
  /** Appended to the path in the render cache's key: each variant is kept apart. */
  cacheKeySuffix: string;
  /** Set-Cookie lines, and Cache-Control/Vary when the page is for this visitor only. */
  headers: [string, string][];
}

/** A page that draws, counts or records a campaign is for this visitor only. */
const PRIVATE_HTML: [string, string][] = [
  ['cache-control', 'private, no-cache'],
  ['vary', 'Cookie'],
];
const COOKIE_DAYS_AFTER_END = 30;

export interface PageRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The client's address (or IPv6 /64) as server/http resolved it: the key of the daily bound. */
  clientKey: string;
}

/**
 * A new visitor: admitted under the daily bound of their address, drawn among the variants still
 * on, counted, and given the variant cookie and the signed exposure cookie. Any step that fails
 * (database down) or a visitor over the bound sees the control, uncounted and without a cookie:
 * exposures stay exact, and the next visit tries again. The bound is decided before the draw, so
 * whom it leaves out does not depend on the variant.
 */
async function drawNewVisitor(experiment: Experiment, request: PageRequest, services: ExperimentServices, now: number): Promise<{ assignment: Assignment; cookies: string[] }> {
  const uncounted: { assignment: Assignment; cookies: string[] } = { assignment: { variant: CONTROL_VARIANT, isNew: false, why: 'uncounted' }, cookies: [] };
  try {
    if (!(await services.admitNewVisitor(experiment.id, request.clientKey))) return uncounted;
    const off = await services.switchedOff(experiment.id);
    const variant = drawVariant(
      experiment.variants.filter((candidate) => !off.has(candidate.id)),
      (services.random ?? Math.random)(),
    );
    const signer = await services.signer();
    await services.countNewVisitor(experiment.id, variant);
    const until = experimentWindow(experiment).until + COOKIE_DAYS_AFTER_END * 24 * 60 * 60 * 1000;
    const options = { path: '/', maxAge: Math.max(60, Math.floor((until - now) / 1000)), sameSite: 'Lax', secure: services.secureCookies } as const;
    const pairs = variantsOfCookies(request.headers.get('cookie'));
    pairs.set(experiment.id, variant);
    const { token } = signer.issue(experiment.id, variant);
    return {
      assignment: { variant, isNew: true, why: 'drawn' },
      cookies: [generateCookie(VARIANT_COOKIE, variantCookieValue(pairs), options), generateCookie(exposureCookieName(experiment.id), token, { ...options, httpOnly: true })],
    };
  } catch (error) {
    services.warn({ experiment: experiment.id, err: String(error) }, 'experiment: new visitor not counted; the control is shown');
    return uncounted;
  }
}

/**
 * The experiment's part of a page request (docs/experiments.md): which variant the server renders,
 * whether a new visitor is counted and given the cookies, the first-touch campaign cookie, and
 * whether a shared cache may keep the answer: only a returning visitor's page, whose variant is
 * the variant cookie's (the cache key), and only when the proxy keys on it.
 */
export async function pageExperiment(request: PageRequest, page: ExperimentPage | undefined, services: ExperimentServices): Promise<PageExperimentOutcome | undefined> {
  const now = services.now?.() ?? Date.now();
  const experiment = page && isExperimentRunning(page.experiment, now) ? page.experiment : undefined;
  const headers: [string, string][] = [];
  const variants: Record<string, string> = {};
  let cacheKeySuffix = '';
  let shared = true;

  if (experiment) {
    const known = knownAssignment(experiment, request);
    const { assignment, cookies } = known ? { assignment: known, cookies: [] } : await drawNewVisitor(experiment, request, services, now);
    for (const cookie of cookies) headers.push(['set-cookie', cookie]);
    variants[experiment.id] = assignment.variant;
    cacheKeySuffix = `~${experiment.id}=${assignment.variant}`;
    shared = assignment.why === 'returning' && cookies.length === 0 && services.proxyCachesVariants === true;
  }

  const recordsCampaign =
    request.method === 'GET' &&
    (experiment !== undefined || hasCampaignParams(request.url)) &&
    !leftOutOfExperiments(request.headers) &&
    !campaignOfCookies(request.headers.get('cookie'));
  if (recordsCampaign) headers.push(['set-cookie', firstTouchCookie(campaignOf(request.url, request.headers.get('referer') ?? undefined), services.secureCookies)]);

  if (!experiment && !recordsCampaign) return undefined;
  return { variants, cacheKeySuffix, headers: recordsCampaign || !shared ? [...headers, ...PRIVATE_HTML] : headers };
}
