import { redirectDocument } from 'react-router-dom';
import { pageForVariant, runningExperiment, variantOfCookies } from '../engine/experiment-variant';
import type { PageConfig } from '../engine/page-config-schema';

/** The variants the server rendered in this tab (also for visitors it gave no cookie: GPC, preview). */
const shownVariants = new Map<string, string>();

export function rememberShownVariant(shown: { experiment: string; variant: string }): void {
  shownVariants.set(shown.experiment, shown.variant);
}

/**
 * A page under a running experiment shows the variant the server chose for this visitor: its
 * cookie, or what the server rendered in this tab. A visitor the server never assigned loads the
 * page from the server, which assigns (and counts) them: the browser never draws a variant.
 */
export function pageAsAssigned(page: PageConfig, url: string): PageConfig {
  const experiment = runningExperiment(page, Date.now());
  if (!experiment) return page;
  const variant = variantOfCookies(document.cookie, experiment) ?? shownVariants.get(experiment.id);
  if (variant === undefined) throw redirectDocument(url);
  return pageForVariant(page, variant);
}
