import type { Experiment } from '../../src/engine/experiment-schema';
import { CONTROL_VARIANT } from '../../src/engine/experiment-window';
import { drawVariant, hasVariant, variantOfCookies } from '../../src/engine/experiment-variant';
import { leftOutOfExperiments } from './visitor-exclusion';

/** The query parameter the studio uses to look at one variant: shown, never counted. */
export const PREVIEW_VARIANT_PARAM = 'preview-variant';

export interface Assignment {
  variant: string;
  /** A new visitor of this experiment: count them and give them the cookies. */
  isNew: boolean;
  /** `uncounted`: a new visitor the server did not count (over the daily bound, database down). */
  why: 'preview' | 'crawler' | 'gpc' | 'head' | 'returning' | 'drawn' | 'uncounted';
}

export interface AssignmentRequest {
  method: string;
  url: URL;
  headers: Headers;
}

/**
 * The variant of a request that draws nothing: a preview's forced variant, the control for
 * visitors left out (crawlers, GPC) and for HEAD requests, the variant cookie's for a returning
 * visitor. Undefined for a new visitor, whom the server may draw and count.
 */
export function knownAssignment(experiment: Experiment, request: AssignmentRequest): Assignment | undefined {
  const forced = request.url.searchParams.get(PREVIEW_VARIANT_PARAM) ?? undefined;
  if (hasVariant(experiment, forced)) return { variant: forced, isNew: false, why: 'preview' };
  const leftOut = leftOutOfExperiments(request.headers);
  if (leftOut) return { variant: CONTROL_VARIANT, isNew: false, why: leftOut };
  const returning = variantOfCookies(request.headers.get('cookie'), experiment);
  if (returning) return { variant: returning, isNew: false, why: 'returning' };
  // A HEAD (a link checker, a monitor) neither sees the page nor keeps a cookie.
  if (request.method === 'HEAD') return { variant: CONTROL_VARIANT, isNew: false, why: 'head' };
  return undefined;
}

/**
 * The variant one request of a page under a running experiment renders: `knownAssignment`, else a
 * weighted draw among the variants not switched off by a guardrail, which makes a new visitor.
 */
export function assignVariant(
  experiment: Experiment,
  request: AssignmentRequest,
  random: () => number = Math.random,
  switchedOff: ReadonlySet<string> = new Set(),
): Assignment {
  return knownAssignment(experiment, request) ?? { variant: drawVariant(experiment.variants.filter((variant) => !switchedOff.has(variant.id)), random()), isNew: true, why: 'drawn' };
}
