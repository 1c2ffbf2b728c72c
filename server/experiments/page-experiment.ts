import { generateCookie } from 'hono/cookie';
import type { ExperimentPage } from '../../src/entry-server';
import { CONTROL_VARIANT, experimentWindow, isExperimentRunning } from '../../src/engine/experiment-window';
import { experimentCookieName } from '../../src/engine/experiment-variant';
import { assignVariant } from './assign-variant';
import { campaignOf, campaignOfCookies, firstTouchCookie, hasCampaignParams } from './first-touch';
import { leftOutOfExperiments } from './visitor-exclusion';

export interface ExperimentServices {
  /** Counts a new visitor of a variant (server/experiments/exposure-store.ts). */
  countNewVisitor(experimentId: string, variant: string): Promise<void>;
  /** Cookies carry Secure when the site is served over HTTPS. */
  secureCookies: boolean;
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
  /** Set-Cookie lines, and Cache-Control/Vary so no shared cache hands one visitor's page to another. */
  headers: [string, string][];
}

/** A page under an experiment, or one that records a campaign, is for this visitor only. */
const PRIVATE_HTML: [string, string][] = [
  ['cache-control', 'private, no-cache'],
  ['vary', 'Cookie'],
];
const COOKIE_DAYS_AFTER_END = 30;

/**
 * The experiment's part of a page request (docs/experiments.md): which variant the server renders,
 * whether a new visitor is counted and given the cookie, and the first-touch campaign cookie.
 * A new visitor whose count cannot be stored (database down) sees the control, uncounted and
 * without a cookie: exposures stay exact, and the next visit tries again.
 */
export async function pageExperiment(
  request: { method: string; url: URL; headers: Headers },
  page: ExperimentPage | undefined,
  services: ExperimentServices,
): Promise<PageExperimentOutcome | undefined> {
  const now = services.now?.() ?? Date.now();
  const experiment = page && isExperimentRunning(page.experiment, now) ? page.experiment : undefined;
  const headers: [string, string][] = [];
  const variants: Record<string, string> = {};
  let cacheKeySuffix = '';

  if (experiment) {
    let assignment = assignVariant(experiment, request, services.random);
    if (assignment.isNew) {
      try {
        await services.countNewVisitor(experiment.id, assignment.variant);
      } catch (error) {
        services.warn({ experiment: experiment.id, err: String(error) }, 'experiment: new visitor not counted; the control is shown');
        assignment = { variant: CONTROL_VARIANT, isNew: false, why: 'returning' };
      }
    }
    if (assignment.isNew) {
      const until = experimentWindow(experiment).until + COOKIE_DAYS_AFTER_END * 24 * 60 * 60 * 1000;
      const maxAge = Math.max(60, Math.floor((until - now) / 1000));
      headers.push(['set-cookie', generateCookie(experimentCookieName(experiment.id), assignment.variant, { path: '/', maxAge, sameSite: 'Lax', secure: services.secureCookies })]);
    }
    variants[experiment.id] = assignment.variant;
    cacheKeySuffix = `~${experiment.id}=${assignment.variant}`;
  }

  const recordsCampaign =
    request.method === 'GET' &&
    (experiment !== undefined || hasCampaignParams(request.url)) &&
    !leftOutOfExperiments(request.headers) &&
    !campaignOfCookies(request.headers.get('cookie'));
  if (recordsCampaign) headers.push(['set-cookie', firstTouchCookie(campaignOf(request.url, request.headers.get('referer') ?? undefined), services.secureCookies)]);

  if (!experiment && !recordsCampaign) return undefined;
  return { variants, cacheKeySuffix, headers: [...headers, ...PRIVATE_HTML] };
}
