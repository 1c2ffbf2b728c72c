import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../engine/page-config-schema';
import { testPageConfig } from '../engine/test-support/test-page-config';
import { experimentFromDraft, suggestedExperimentId, variantFromDraft } from './variant-from-draft';

const page: PageConfig = testPageConfig(
  [
    { id: 'banner', type: 'landing-banner', props: { heading: 'Hi', buttonText: 'Go' } },
    { id: 'reviews', type: 'landing-yelp-carousel' },
    { id: 'lead-form', type: 'lead-form', props: { heading: 'Talk to us' } },
    { id: 'motto', type: 'motto', pageId: 2 },
  ],
  { path: '/landing-x/', layout: 'landing', meta: { title: 'X' } },
);
const withSections = (sections: PageConfig['sections']): PageConfig => ({ ...page, sections });
const [banner, reviews, form, motto] = page.sections as [PageConfig['sections'][number], PageConfig['sections'][number], PageConfig['sections'][number], PageConfig['sections'][number]];
const choices = { id: 'landing-x-2026-11-28', share: 30, start: '2026-11-28', end: '2026-12-28' };
const TODAY = '2026-11-28';
const refusal = (outcome: { ok: boolean; message?: string }) => (outcome.ok ? 'accepted' : outcome.message);

describe('a variant made from the editor\'s draft (issue 38)', () => {
  it('writes the order only when it differs, and only the props that differ, by section id', () => {
    expect(variantFromDraft(page, withSections([form, banner, reviews, motto]))).toEqual({ ok: true, goal: 'lead-form', variant: { sections: ['lead-form', 'banner', 'reviews', 'motto'] } });
    const heading = withSections([{ ...banner, props: { heading: 'Hello', buttonText: 'Go' } }, reviews, { ...form, props: { heading: 'Talk to us', buttonText: 'Send' } }, motto]);
    expect(variantFromDraft(page, heading)).toEqual({ ok: true, goal: 'lead-form', variant: { props: { banner: { heading: 'Hello' }, 'lead-form': { buttonText: 'Send' } } } });
    // A section left out of the draft is left out of the variant's order.
    expect(variantFromDraft(page, withSections([banner, form, motto]))).toEqual({ ok: true, goal: 'lead-form', variant: { sections: ['banner', 'lead-form', 'motto'] } });
  });

  it('makes the experiment: the control first, weights adding up to 100, the page\'s form as the goal', () => {
    expect(experimentFromDraft(page, withSections([form, banner, reviews, motto]), choices, TODAY)).toEqual({
      ok: true,
      experiment: {
        id: 'landing-x-2026-11-28',
        start: '2026-11-28',
        end: '2026-12-28',
        goal: 'lead-form',
        variants: [
          { id: 'control', weight: 70 },
          { id: 'variant-b', weight: 30, sections: ['lead-form', 'banner', 'reviews', 'motto'] },
        ],
      },
    });
    expect(suggestedExperimentId('page-configs/pages/landing-cruise.json', '2026-12-01')).toBe('landing-cruise-2026-12-01');
  });

  it('refuses, in a marketer\'s words, a page without a form, a page under an experiment and a draft equal to the page', () => {
    expect(refusal(variantFromDraft(withSections([banner, reviews]), withSections([reviews, banner])))).toBe(
      'This page has no lead or enquiry form: an experiment counts the enquiries a form brings, so the page needs one first.',
    );
    const running: PageConfig = { ...page, experiment: { id: 'x-old', start: '2026-11-01', end: '2026-12-01', goal: 'lead-form', variants: [{ id: 'control', weight: 50 }, { id: 'b', weight: 50, sections: ['lead-form', 'banner', 'reviews', 'motto'] }] } };
    expect(refusal(variantFromDraft(running, withSections([form, banner, reviews, motto])))).toBe(
      'This page already runs an experiment (x-old): a page tests one change at a time. Its figures are under Experiments.',
    );
    expect(refusal(variantFromDraft(page, page))).toBe('Your draft is the page as it is: move a section or change a heading or button text first; that change is the variant to test.');
  });

  it('refuses what a variant cannot hold: a new section, a removed form or setting, another kind of section', () => {
    expect(refusal(variantFromDraft(page, withSections([...page.sections, { id: 'motto-1', type: 'motto' }])))).toMatch(/^A variant can move sections and change their texts, not add one: remove "Motto"/);
    expect(refusal(variantFromDraft(page, withSections([banner, reviews, motto])))).toBe('The form "Lead form: Talk to us" is what the experiment counts: keep it in your draft.');
    expect(refusal(variantFromDraft(page, withSections([{ ...banner, props: { heading: 'Hi' } }, reviews, form, motto])))).toMatch(/^A variant can change a setting of "Landing banner: Hi" but not remove one/);
    expect(refusal(variantFromDraft(page, withSections([{ ...banner, type: 'motto' }, reviews, form, motto])))).toMatch(/became another kind of section/);
  });

  it('refuses a share outside 1 to 99, an end before the start or already past, and a name that is not a slug', () => {
    const draft = withSections([form, banner, reviews, motto]);
    expect(refusal(experimentFromDraft(page, draft, { ...choices, share: 100 }, TODAY))).toBe('The share of visitors is a whole number from 1 to 99: the others see the page as it is.');
    expect(refusal(experimentFromDraft(page, draft, { ...choices, share: 12.5 }, TODAY))).toMatch(/^The share of visitors/);
    expect(refusal(experimentFromDraft(page, draft, { ...choices, end: '2026-11-27' }, TODAY))).toBe('The end is before the start: choose an end on or after the start day.');
    expect(refusal(experimentFromDraft(page, draft, { ...choices, start: '2026-11-01', end: '2026-11-27' }, TODAY))).toBe('The end day is already past: choose an end from today on.');
    expect(refusal(experimentFromDraft(page, draft, { ...choices, start: '' }, TODAY))).toBe('Choose a start and an end day.');
    expect(refusal(experimentFromDraft(page, draft, { ...choices, id: 'Spring Test' }, TODAY))).toMatch(/^The experiment's name uses lower-case letters/);
    expect(refusal(experimentFromDraft(page, draft, { ...choices, start: TODAY, end: TODAY }, TODAY))).toBe('accepted');
  });
});
