import { z } from 'zod';
import type { ExperimentPage } from '../../src/entry-server';
import { isExperimentRunning } from '../../src/engine/experiment-window';
import { variantOfCookies } from '../../src/engine/experiment-variant';
import { exposureTokenOf, type ExposureSigner } from './assignment-token';
import { campaignOfCookies, type Campaign } from './first-touch';
import { leftOutOfExperiments } from './visitor-exclusion';

/** What a stored lead keeps of where it came from (columns of `leads`, migration 007). */
export interface LeadAttribution {
  pagePath: string | null;
  experimentId: string | null;
  variant: string | null;
  configVersion: string | null;
  campaign: Campaign | null;
  /** The signed assignment of the visitor's exposure (assignment-token.ts): what a conversion is keyed by. */
  assignmentId: string | null;
}

export const NO_ATTRIBUTION: LeadAttribution = { pagePath: null, experimentId: null, variant: null, configVersion: null, campaign: null, assignmentId: null };

/** Where a lead was sent from: the page of a form post, else the page the browser names (Referer), else the form's page marker. */
export interface LeadOrigin {
  headers: Headers;
  pagePath?: string;
  body?: unknown;
}

const markerField = z.object({ lead_page: z.string().regex(/^[a-z0-9-]{1,100}$/) });

function pagePathOf(origin: LeadOrigin): string | null {
  if (origin.pagePath) return origin.pagePath;
  const referer = origin.headers.get('referer');
  if (referer && URL.canParse(referer)) return new URL(referer).pathname;
  const marker = markerField.safeParse(origin.body);
  return marker.success ? `/${marker.data.lead_page}/` : null;
}

/**
 * The attribution of one lead: its page, and when that page's experiment runs and the visitor
 * proves they were counted for the variant their variant cookie names (the signed exposure
 * cookie, checked by `signer`), the experiment, variant, assignment and config version: a
 * conversion of that variant. A hand-made or copied cookie, or none, credits no variant (the lead
 * is stored all the same). Visitors left out of experiments (crawlers, GPC) convert for none and
 * keep no campaign.
 */
export function attributeLead(
  origin: LeadOrigin,
  experimentAt: (path: string) => ExperimentPage | undefined,
  signer: ExposureSigner | undefined,
  now: number = Date.now(),
): LeadAttribution {
  const pagePath = pagePathOf(origin);
  if (leftOutOfExperiments(origin.headers)) return { ...NO_ATTRIBUTION, pagePath };
  const cookies = origin.headers.get('cookie');
  const campaign = campaignOfCookies(cookies) ?? null;
  const page = pagePath ? experimentAt(pagePath) : undefined;
  const variant = page && isExperimentRunning(page.experiment, now) ? variantOfCookies(cookies, page.experiment) : undefined;
  const exposure = page && variant ? signer?.verify(page.experiment.id, exposureTokenOf(cookies, page.experiment.id)) : undefined;
  if (!page || !exposure || exposure.variant !== variant) return { ...NO_ATTRIBUTION, pagePath, campaign };
  return { pagePath, experimentId: page.experiment.id, variant, configVersion: page.configVersion, campaign, assignmentId: exposure.assignmentId };
}

/**
 * The variant a returning visitor was given, for a page rendered again after a form post without
 * JavaScript: never a new assignment (a post is not a visit), the control for everyone left out.
 */
export function returningVariants(headers: Headers, page: ExperimentPage | undefined, now: number = Date.now()): Record<string, string> | undefined {
  if (!page || !isExperimentRunning(page.experiment, now) || leftOutOfExperiments(headers)) return undefined;
  const variant = variantOfCookies(headers.get('cookie'), page.experiment);
  return variant ? { [page.experiment.id]: variant } : undefined;
}
