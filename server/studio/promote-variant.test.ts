import { describe, expect, it } from 'vitest';
import { promoteVariant } from './promote-variant';

const page = {
  $schema: '../page-config.schema.json',
  path: '/landing-x/',
  experiment: {
    id: 'x-form-first',
    start: '2026-11-01',
    end: '2027-01-31',
    goal: 'form',
    variants: [
      { id: 'control', weight: 50 },
      { id: 'form-first', weight: 50, sections: ['banner', 'form', 'story'], props: { form: { heading: 'Tell Us' } } },
    ],
  },
  sections: [
    { id: 'banner', type: 'landing-banner', props: { heading: 'Hello' } },
    { id: 'story', type: 'landing-story' },
    { id: 'form', type: 'lead-form', props: { heading: 'Talk to Us', intro: 'Call back.' } },
  ],
  footer: 'kept',
};

describe('promoteVariant', () => {
  it("makes the variant's order and props the page's own and removes the experiment, keeping the file's other keys in order", () => {
    const promoted = promoteVariant(page, 'x-form-first', 'form-first');
    expect(promoted).toEqual({
      ok: true,
      config: {
        $schema: '../page-config.schema.json',
        path: '/landing-x/',
        sections: [
          { id: 'banner', type: 'landing-banner', props: { heading: 'Hello' } },
          { id: 'form', type: 'lead-form', props: { heading: 'Tell Us', intro: 'Call back.' } },
          { id: 'story', type: 'landing-story' },
        ],
        footer: 'kept',
      },
    });
    expect(promoted.ok && Object.keys(promoted.config)).toEqual(['$schema', 'path', 'sections', 'footer']);
  });

  it('promoting the control keeps the page as it is and only ends the experiment', () => {
    const promoted = promoteVariant(page, 'x-form-first', 'control');
    expect(promoted.ok && promoted.config.sections).toEqual(page.sections);
    expect(promoted.ok && 'experiment' in promoted.config).toBe(false);
  });

  it('refuses a variant or an experiment the page does not have', () => {
    expect(promoteVariant(page, 'x-form-first', 'nope')).toEqual({ ok: false, message: 'The experiment x-form-first has no variant nope.' });
    expect(promoteVariant(page, 'other', 'control')).toEqual({ ok: false, message: 'The page no longer runs the experiment other.' });
    expect(promoteVariant({ ...page, experiment: undefined }, 'x-form-first', 'control').ok).toBe(false);
  });
});
