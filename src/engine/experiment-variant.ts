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

/** A weighted draw: `random` in [0, 1) picks the variant whose share of 100 it falls in. */
export function drawVariant(variants: readonly ExperimentVariant[], random: number): string {
  let point = random * 100;
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
 * The first-party cookie that keeps a visitor's variant of one experiment: its name holds the
 * experiment's id, its value the variant's id, nothing about the visitor. The browser reads it too,
 * so a client-side navigation shows the variant the server chose.
 */
export const experimentCookieName = (experimentId: string) => `tnr-exp-${experimentId}`;

/** The variant a Cookie header holds for an experiment, if it is one of its variants. */
export function variantOfCookies(cookieHeader: string | null | undefined, experiment: Experiment): string | undefined {
  const name = experimentCookieName(experiment.id);
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    if (key === name && hasVariant(experiment, value)) return value;
  }
  return undefined;
}
