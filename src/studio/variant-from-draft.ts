import { CONTROL_VARIANT, type Experiment, type ExperimentVariant } from '../engine/experiment-schema';
import type { PageConfig } from '../engine/page-config-schema';
import { sectionName } from '../shared/marketer-names';
import { EXPERIMENT_GOAL_BLOCKS } from '../site/experiment-goal-blocks';

/**
 * "Test as a variant" in the editor (docs/experiments.md): the marketer's draft becomes the one
 * variant beside the control. Only what differs from the page is written (the order when it
 * differs, the props that differ, by section id), so the variant stays small and follows later
 * edits of everything it does not name. Refusals are in the studio's words, never a path.
 */
export const NEW_VARIANT = 'variant-b';

/** What the marketer chose in the panel. */
export interface ExperimentChoices {
  id: string;
  /** Share of new visitors who see the variant, in percent. */
  share: number;
  /** Calendar days (YYYY-MM-DD, whole UTC days, the end day included). */
  start: string;
  end: string;
}

export type VariantDraft = { ok: true; variant: Pick<ExperimentVariant, 'sections' | 'props'>; goal: string } | { ok: false; message: string };
export type ExperimentDraft = { ok: true; experiment: Experiment } | { ok: false; message: string };

const SLUG = /^[a-z0-9][a-z0-9-]*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const quoted = (section: PageConfig['sections'][number]) => `"${sectionName(section.type, section.props ?? {})}"`;

/** The page's own form an experiment counts: the first lead or enquiry form, in the page's order. */
export function goalSectionOf(page: PageConfig): string | undefined {
  const goals: readonly string[] = EXPERIMENT_GOAL_BLOCKS;
  return page.sections.find((section) => goals.includes(section.type))?.id;
}

/** The variant the draft makes of the page: its order (when another) and the props it changes. */
export function variantFromDraft(page: PageConfig, draft: PageConfig): VariantDraft {
  if (page.experiment) {
    return { ok: false, message: `This page already runs an experiment (${page.experiment.id}): a page tests one change at a time. Its figures are under Experiments.` };
  }
  const goal = goalSectionOf(page);
  if (!goal) {
    return { ok: false, message: 'This page has no lead or enquiry form: an experiment counts the enquiries a form brings, so the page needs one first.' };
  }
  const originals = new Map(page.sections.map((section) => [section.id, section]));
  const props: Record<string, Record<string, unknown>> = {};
  for (const section of draft.sections) {
    const original = originals.get(section.id);
    if (!original) {
      return { ok: false, message: `A variant can move sections and change their texts, not add one: remove ${quoted(section)} from your draft, or request it as a change of the page.` };
    }
    if (original.type !== section.type) return { ok: false, message: `${quoted(original)} became another kind of section: a variant can only change its texts and settings.` };
    const before = original.props ?? {};
    const after = section.props ?? {};
    const cleared = Object.keys(before).find((name) => after[name] === undefined);
    if (cleared !== undefined) {
      return { ok: false, message: `A variant can change a setting of ${quoted(original)} but not remove one: fill it in again, or leave it as the page has it.` };
    }
    const changed = Object.fromEntries(Object.entries(after).filter(([name, value]) => !same(before[name], value)));
    if (Object.keys(changed).length > 0) props[section.id] = changed;
  }
  const order = draft.sections.map((section) => section.id);
  if (!order.includes(goal)) {
    return { ok: false, message: `The form ${quoted(originals.get(goal) ?? { id: goal, type: 'lead-form' })} is what the experiment counts: keep it in your draft.` };
  }
  const sameOrder = same(order, page.sections.map((section) => section.id));
  if (sameOrder && Object.keys(props).length === 0) {
    return { ok: false, message: 'Your draft is the page as it is: move a section or change a heading or button text first; that change is the variant to test.' };
  }
  return { ok: true, goal, variant: { ...(sameOrder ? {} : { sections: order }), ...(Object.keys(props).length > 0 ? { props } : {}) } };
}

/** The experiment's name the panel starts with: the page's file name and the start day, unique enough to never mix two tests' counts. */
export const suggestedExperimentId = (file: string, start: string) => `${file.replace(/^.*\/|\.json$/g, '')}-${start}`;

/**
 * The page's `experiment` for the request: the control (the page as it is) and the draft's
 * variant, weights adding up to 100, the page's form as the goal. `today` (YYYY-MM-DD, UTC) keeps
 * an experiment from ending before it could count anyone.
 */
export function experimentFromDraft(page: PageConfig, draft: PageConfig, choices: ExperimentChoices, today: string): ExperimentDraft {
  const made = variantFromDraft(page, draft);
  if (!made.ok) return made;
  if (!SLUG.test(choices.id)) return { ok: false, message: 'The experiment\'s name uses lower-case letters, digits and hyphens only, e.g. "landing-cruise-spring".' };
  if (!Number.isInteger(choices.share) || choices.share < 1 || choices.share > 99) {
    return { ok: false, message: 'The share of visitors is a whole number from 1 to 99: the others see the page as it is.' };
  }
  if (!DAY.test(choices.start) || !DAY.test(choices.end)) return { ok: false, message: 'Choose a start and an end day.' };
  if (choices.end < choices.start) return { ok: false, message: 'The end is before the start: choose an end on or after the start day.' };
  if (choices.end < today) return { ok: false, message: 'The end day is already past: choose an end from today on.' };
  return {
    ok: true,
    experiment: {
      id: choices.id,
      start: choices.start,
      end: choices.end,
      goal: made.goal,
      variants: [
        { id: CONTROL_VARIANT, weight: 100 - choices.share },
        { id: NEW_VARIANT, weight: choices.share, ...made.variant },
      ],
    },
  };
}
