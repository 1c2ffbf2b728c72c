import { z } from 'zod';
import { CONTROL_VARIANT, experimentWindow } from './experiment-window.ts';

export { CONTROL_VARIANT, experimentWindow, isExperimentRunning } from './experiment-window.ts';

/**
 * A page's experiment (docs/experiments.md): variants of its section order and props, shown to
 * real visitors by weight between two dates, judged by the leads of one form on the page.
 * The rules that need the page or the blocks (sections exist, the goal is a form, merged props fit)
 * live in `experimentIssues`, run by the full page schema.
 */
const SLUG = /^[a-z0-9][a-z0-9-]*$/;
/** A calendar date (YYYY-MM-DD, a UTC day) or an instant with its offset. */
const WHEN = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;


export const experimentVariantSchema = z
  .object({
    id: z.string().regex(SLUG, 'a variant id is lower-case letters, digits and hyphens').describe('Names the variant in the cookie, the leads and the report.'),
    weight: z.number().int().min(0).max(100).describe('Share of new visitors, in percent; the weights of a page add up to 100.'),
    sections: z
      .array(z.string())
      .min(1)
      .optional()
      .describe("The section ids in this variant's order (absent: the page's own order)."),
    props: z
      .record(z.string(), z.record(z.string(), z.unknown()))
      .optional()
      .describe("Props that replace the page's, by section id (only sections the page has)."),
  })
  .strict();

export const experimentSchema = z
  .object({
    id: z.string().regex(SLUG, 'an experiment id is lower-case letters, digits and hyphens').describe('Names the experiment in the cookie, the leads and `npm run experiments`.'),
    start: z.string().regex(WHEN, 'a date is YYYY-MM-DD (a UTC day) or an ISO instant with its offset').describe('First day (YYYY-MM-DD, UTC) or instant of the experiment.'),
    end: z.string().regex(WHEN, 'a date is YYYY-MM-DD (a UTC day) or an ISO instant with its offset').describe('Last day (inclusive) or instant; afterwards everyone sees the control.'),
    goal: z.string().describe('The id of the form section whose stored submissions count as conversions.'),
    variants: z
      .array(experimentVariantSchema)
      .min(2, 'an experiment has at least two variants: the control and one other')
      .describe('The control first (id "control", the page as it is), then the variants to test.'),
  })
  .strict();

export type Experiment = z.infer<typeof experimentSchema>;
export type ExperimentVariant = z.infer<typeof experimentVariantSchema>;

export interface ExperimentIssue {
  path: (string | number)[];
  message: string;
}

interface IssueOptions {
  goalBlockTypes: readonly string[];
  /** Why merged props do not fit their block, or undefined when they do. */
  propsFit: (type: string, props: Record<string, unknown>) => string | undefined;
}

interface PageShape {
  sections: readonly { id: string; type: string; props?: Record<string, unknown> }[];
  experiment?: Experiment;
}

/**
 * The rules an experiment's shape cannot say alone, with the JSON path of each problem:
 * the control first, weights adding up to 100, ordered dates, sections that exist, the goal a form
 * section in every variant, and overridden props that still fit their block (`propsFit`).
 */
export function experimentIssues(
  page: PageShape,
  options: IssueOptions,
): ExperimentIssue[] {
  const experiment = page.experiment;
  if (!experiment) return [];
  const issues: ExperimentIssue[] = [];
  const at = (...path: (string | number)[]) => ['experiment', ...path];
  const sectionsById = new Map(page.sections.map((section) => [section.id, section]));

  if (experiment.variants[0]?.id !== CONTROL_VARIANT) {
    issues.push({ path: at('variants', 0, 'id'), message: `the first variant is the control: its id is "${CONTROL_VARIANT}"` });
  }
  const control = experiment.variants[0];
  if (control?.id === CONTROL_VARIANT && (control.sections || control.props)) {
    issues.push({ path: at('variants', 0), message: 'the control is the page as it is: it has no "sections" or "props"' });
  }
  const total = experiment.variants.reduce((sum, variant) => sum + variant.weight, 0);
  if (total !== 100) issues.push({ path: at('variants'), message: `the variants' weights add up to ${total}, not 100` });

  const { from, until } = experimentWindow(experiment);
  // A value that is not even shaped like a date has its message from the schema already.
  if (!WHEN.test(experiment.start) || !WHEN.test(experiment.end)) return issues.concat(sectionIssues(page, experiment, sectionsById, options));
  if (Number.isNaN(from)) issues.push({ path: at('start'), message: `"${experiment.start}" is not a date` });
  if (Number.isNaN(until)) issues.push({ path: at('end'), message: `"${experiment.end}" is not a date` });
  if (!Number.isNaN(from) && !Number.isNaN(until) && from >= until) {
    issues.push({ path: at('end'), message: `the end (${experiment.end}) is not after the start (${experiment.start})` });
  }

  return issues.concat(sectionIssues(page, experiment, sectionsById, options));
}

/** The goal and each variant's sections and props against the page's sections. */
function sectionIssues(
  page: PageShape,
  experiment: Experiment,
  sectionsById: ReadonlyMap<string, PageShape['sections'][number]>,
  options: IssueOptions,
): ExperimentIssue[] {
  const issues: ExperimentIssue[] = [];
  const at = (...path: (string | number)[]) => ['experiment', ...path];
  const goal = sectionsById.get(experiment.goal);
  if (!goal) issues.push({ path: at('goal'), message: `the goal "${experiment.goal}" is not a section of this page` });
  else if (!options.goalBlockTypes.includes(goal.type)) {
    issues.push({ path: at('goal'), message: `the goal "${experiment.goal}" is a ${goal.type}, not a form (${options.goalBlockTypes.join(' or ')})` });
  }

  const seenIds = new Set<string>();
  experiment.variants.forEach((variant, v) => {
    if (seenIds.has(variant.id)) issues.push({ path: at('variants', v, 'id'), message: `duplicate variant id "${variant.id}"` });
    seenIds.add(variant.id);
    const order = variant.sections ?? page.sections.map((section) => section.id);
    const listed = new Set<string>();
    (variant.sections ?? []).forEach((id, s) => {
      if (!sectionsById.has(id)) issues.push({ path: at('variants', v, 'sections', s), message: `no section "${id}" on this page` });
      else if (listed.has(id)) issues.push({ path: at('variants', v, 'sections', s), message: `section "${id}" is listed twice` });
      listed.add(id);
    });
    if (goal && !order.includes(experiment.goal)) {
      issues.push({ path: at('variants', v, 'sections'), message: `the goal "${experiment.goal}" is missing from this variant: its leads could not be counted` });
    }
    for (const [id, props] of Object.entries(variant.props ?? {})) {
      const section = sectionsById.get(id);
      if (!section) {
        issues.push({ path: at('variants', v, 'props', id), message: `no section "${id}" on this page` });
        continue;
      }
      const problem = options.propsFit(section.type, { ...section.props, ...props });
      if (problem) issues.push({ path: at('variants', v, 'props', id), message: problem });
    }
  });
  return issues;
}
