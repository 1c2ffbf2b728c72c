import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './block';
import { checkPageFiles, formatProblem } from './config-check';
import { isExperimentRunning } from './experiment-schema';
import { buildPageConfigSchema } from './page-config-schema';

const blocks = [
  defineBlock({ type: 'banner', description: 'test', props: z.object({ heading: z.string().default('Hi') }).strict(), component: () => null }),
  defineBlock({ type: 'story', description: 'test', props: z.object({}).strict(), component: () => null }),
  defineBlock({ type: 'lead-form', description: 'test', props: z.object({ heading: z.string().min(1).optional() }).strict(), component: () => null }),
];
const schema = buildPageConfigSchema({ blocks, layouts: ['standard'], metaSources: ['page'], goalBlockTypes: ['lead-form'] });

const sections = [
  { id: 'banner', type: 'banner' },
  { id: 'story', type: 'story' },
  { id: 'form', type: 'lead-form' },
];
const experiment = (changes: Record<string, unknown> = {}) => ({
  id: 'form-first',
  start: '2026-11-01',
  end: '2026-12-31',
  goal: 'form',
  variants: [
    { id: 'control', weight: 50 },
    { id: 'b', weight: 50, sections: ['banner', 'form', 'story'], props: { form: { heading: 'Talk to us' } } },
  ],
  ...changes,
});

/** The page as a file, pretty-printed like the real configs, so problems have real lines. */
const problemsOf = (experimentValue: unknown, extra: Record<string, unknown> = {}) =>
  checkPageFiles({
    files: [{ file: 'pages/landing.json', text: JSON.stringify({ path: '/landing/', meta: { title: 'Landing' }, sections, experiment: experimentValue, ...extra }, null, 2) }],
    schema,
    blockTypes: blocks.map((block) => block.type),
  }).map(formatProblem);

describe('a page config experiment', () => {
  it('accepts a well-formed experiment', () => {
    expect(problemsOf(experiment())).toEqual([]);
  });

  it('wants weights that add up to 100, at file:line', () => {
    expect(problemsOf(experiment({ variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 40 }] }))).toEqual([
      "pages/landing.json:25:5: $.experiment.variants: the variants' weights add up to 90, not 100",
    ]);
  });

  it('wants every section a variant names to exist on the page', () => {
    expect(problemsOf(experiment({ variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, sections: ['form', 'faq'] }] }))).toEqual([
      'pages/landing.json:35:11: $.experiment.variants[1].sections[1]: no section "faq" on this page',
    ]);
  });

  it('wants props overrides only for sections the page has, and that still fit their block', () => {
    expect(
      problemsOf(experiment({ variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, props: { faq: {}, form: { heading: '' } } }] })),
    ).toEqual([
      'pages/landing.json:34:11: $.experiment.variants[1].props.faq: no section "faq" on this page',
      'pages/landing.json:35:11: $.experiment.variants[1].props.form: props that do not fit "lead-form": heading: Too small: expected string to have >=1 characters',
    ]);
  });

  it('wants the goal form in every variant', () => {
    expect(problemsOf(experiment({ variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, sections: ['story', 'banner'] }] }))).toEqual([
      'pages/landing.json:33:9: $.experiment.variants[1].sections: the goal "form" is missing from this variant: its leads could not be counted',
    ]);
  });

  it('wants the goal to be a form section of the page', () => {
    expect(problemsOf(experiment({ goal: 'story' }))).toEqual(['pages/landing.json:24:5: $.experiment.goal: the goal "story" is a story, not a form (lead-form)']);
    expect(problemsOf(experiment({ goal: 'contact' }))).toEqual(['pages/landing.json:24:5: $.experiment.goal: the goal "contact" is not a section of this page']);
  });

  it('wants the end after the start, and real dates', () => {
    expect(problemsOf(experiment({ start: '2026-12-31', end: '2026-12-01' }))).toEqual([
      'pages/landing.json:23:5: $.experiment.end: the end (2026-12-01) is not after the start (2026-12-31)',
    ]);
    expect(problemsOf(experiment({ start: 'next week' }))).toEqual([
      'pages/landing.json:22:5: $.experiment.start: a date is YYYY-MM-DD (a UTC day) or an ISO instant with its offset',
    ]);
  });

  it('wants the control first, as the page is, and at least one other variant', () => {
    expect(problemsOf(experiment({ variants: [{ id: 'b', weight: 50 }, { id: 'control', weight: 50 }] }))).toEqual([
      'pages/landing.json:27:9: $.experiment.variants[0].id: the first variant is the control: its id is "control"',
    ]);
    expect(problemsOf(experiment({ variants: [{ id: 'control', weight: 100 }] }))).toEqual([
      'pages/landing.json:25:5: $.experiment.variants: an experiment has at least two variants: the control and one other',
    ]);
  });

  it('allows one experiment per page: a list of them is refused', () => {
    expect(problemsOf(undefined, { experiments: [experiment()] })).toEqual(['pages/landing.json:1:1: $: Unrecognized key: "experiments"']);
  });

  it('runs from the first moment of its start day to the last of its end day (UTC)', () => {
    const window = { start: '2026-11-01', end: '2026-11-30' };
    expect(isExperimentRunning(window, Date.parse('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isExperimentRunning(window, Date.parse('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isExperimentRunning(window, Date.parse('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isExperimentRunning(window, Date.parse('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
