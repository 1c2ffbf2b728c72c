import type { Experiment, ExperimentVariant } from './experiment-schema';
import { CONTROL_VARIANT, isExperimentRunning } from './experiment-window';
import type { PageConfig } from './page-config-schema';

/** Which variant of which experiment a page was rendered with (hydration data, leads). */
export interface ShownVariant {
  experiment: string;
  variant: string;
}

/** What a variant changes: a page's sections (the parsed config, or a config file's raw JSON). */
interface VariantPage {
  sections: readonly { id: string; props?: Record<string, unknown> }[];
  experiment?: Experiment;
}

/**
 * The page as one variant shows it: its sections in the variant's order, with the variant's props
 * merged over each section's. The control (or an unknown variant) is the page as it is.
 */
export function pageForVariant<P extends VariantPage>(page: P, variantId: string): P {
  const variant = page.experiment?.variants.find((candidate) => candidate.id === variantId);
  if (!variant || variantId === CONTROL_VARIANT || (!variant.sections && !variant.props)) return page;
  const byId = new Map(page.sections.map((section) => [section.id, section]));
  const order = variant.sections ?? page.sections.map((section) => section.id);
  const sections = order.flatMap((id) => {
    const section = byId.get(id);
    if (!section) return [];
    const props = variant.props?.[id];
    return [props ? { ...section, props: { ...section.props, ...props } } : section];
  });
  return { ...page, sections };
}

/**
 * A weighted draw: `random` in [0, 1) picks the variant whose share of the weights' total it falls
 * in (100 for a page's variants; less once a guardrail took a variant out, the others keeping
 * their proportions).
 */
export function drawVariant(variants: readonly ExperimentVariant[], random: number): string {
  const total = variants.reduce((sum, variant) => sum + variant.weight, 0);
  let point = random * total;
  for (const variant of variants) {
    if (point < variant.weight) return variant.id;
    point -= variant.weight;
  }
  return variants.findLast((variant) => variant.weight > 0)?.id ?? CONTROL_VARIANT;
}

/** The page's experiment while it runs; after its end date (or before its start) none. */
export function runningExperiment(page: PageConfig, now: number): Experiment | undefined {
  const experiment = page.experiment;
  return experiment && isExperimentRunning(experiment, now) ? experiment : undefined;
}

export const hasVariant = (experiment: Experiment, variantId: string | undefined): variantId is string =>
  variantId !== undefined && experiment.variants.some((variant) => variant.id === variantId);

/**
 * The first-party cookie that keeps a visitor's variants: `tnr_variant=<experiment>.<variant>`, one
 * pair per experiment the visitor was drawn into, joined by `_` (ids are lower-case letters, digits
 * and hyphens, so neither separator occurs in them). Nothing about the visitor is in it, so it is
 * the page cache's key (docs/deployment.md): its name is a word a proxy can read (nginx's
 * `$cookie_tnr_variant`), and two visitors holding the same value see the same page. The browser
 * reads it too, so a client-side navigation shows the variant the server chose. It proves nothing:
 * the server credits a lead only with the signed exposure cookie beside it (server/experiments).
 */
export const VARIANT_COOKIE = 'tnr_variant';

/** The experiment → variant pairs a Cookie header's variant cookie holds (malformed pairs skipped). */
export function variantsOfCookies(cookieHeader: string | null | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key !== VARIANT_COOKIE || !value) continue;
    for (const pair of value.split('_')) {
      const [experiment, variant, ...rest] = pair.split('.');
      if (experiment && variant && rest.length === 0) pairs.set(experiment, variant);
    }
  }
  return pairs;
}

/** The variant cookie's value for these pairs (in a stable order, so equal pairs make equal cache keys). */
export function variantCookieValue(pairs: ReadonlyMap<string, string>): string {
  return [...pairs]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([experiment, variant]) => `${experiment}.${variant}`)
    .join('_');
}

/** The variant a Cookie header holds for an experiment, if it is one of its variants. */
export function variantOfCookies(cookieHeader: string | null | undefined, experiment: Experiment): string | undefined {
  const variant = variantsOfCookies(cookieHeader).get(experiment.id);
  return hasVariant(experiment, variant) ? variant : undefined;
}
