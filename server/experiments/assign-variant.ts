import type { Experiment } from '../../src/engine/experiment-schema';
import { CONTROL_VARIANT } from '../../src/engine/experiment-window';
import { drawVariant, hasVariant, variantOfCookies } from '../../src/engine/experiment-variant';
import { leftOutOfExperiments } from './visitor-exclusion';

/** The query parameter the studio uses to look at one variant: shown, never counted. */
export const PREVIEW_VARIANT_PARAM = 'preview-variant';

export interface Assignment {
  variant: string;
  /** A new visitor of this experiment: count them and give them the cookie. */
  isNew: boolean;
  why: 'preview' | 'crawler' | 'gpc' | 'head' | 'returning' | 'drawn';
}

export interface AssignmentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/**
 * The variant one request of a page under a running experiment renders: a preview's forced
 * variant, the control for visitors left out (crawlers, GPC) and for HEAD requests, the cookie's
 * variant for a returning visitor, else a weighted draw, which makes a new, counted visitor.
 */
export function assignVariant(experiment: Experiment, request: AssignmentRequest, random: () => number = Math.random): Assignment {
  const forced = request.url.searchParams.get(PREVIEW_VARIANT_PARAM) ?? undefined;
  if (hasVariant(experiment, forced)) return { variant: forced, isNew: false, why: 'preview' };
  const leftOut = leftOutOfExperiments(request.headers);
  if (leftOut) return { variant: CONTROL_VARIANT, isNew: false, why: leftOut };
  const returning = variantOfCookies(request.headers.get('cookie'), experiment);
  if (returning) return { variant: returning, isNew: false, why: 'returning' };
  // A HEAD (a link checker, a monitor) neither sees the page nor keeps a cookie.
  if (request.method === 'HEAD') return { variant: CONTROL_VARIANT, isNew: false, why: 'head' };
  return { variant: drawVariant(experiment.variants, random()), isNew: true, why: 'drawn' };
}
