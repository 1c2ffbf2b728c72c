import { describe, expect, it } from 'vitest';
import { changeSummary } from './change-summary';

const section = (id: string, type: string, props: Record<string, unknown> = {}) => ({ id, type, props });
const page = (sections: ReturnType<typeof section>[], meta = { title: 'Family Cruises' }) => ({ path: '/landing-cruise/', layout: 'landing', meta, sections });

const problem = section('problem', 'landing-problem', { heading: 'Hundreds of Ships' });
const reviews = section('reviews', 'landing-yelp-carousel');
const form = section('lead-form', 'lead-form', { heading: 'Plan your cruise', buttonLink: '/contact/' });
const motto = section('motto', 'motto');
const before = page([problem, reviews, form, motto]);

describe('changeSummary', () => {
  it('says nothing when nothing changed', () => {
    expect(changeSummary(before, structuredClone(before))).toEqual([]);
  });

  it('names a move by the section it now stands above, by marketer names', () => {
    expect(changeSummary(before, page([problem, form, reviews, motto]))).toEqual(['Moved "Lead form: Plan your cruise" above "Yelp reviews".']);
    expect(changeSummary(before, page([reviews, form, motto, problem]))).toEqual(['Moved "Problem: Hundreds of Ships" to the end of the page.']);
  });

  it('names a removed and an added section', () => {
    expect(changeSummary(before, page([problem, reviews, form]))).toEqual(['Removed "Motto".']);
    expect(changeSummary(before, page([problem, reviews, section('newsletter-1', 'newsletter'), form, motto]))).toEqual([
      'Added "Newsletter" above "Lead form: Plan your cruise".',
    ]);
  });

  it('names edited props by their field label, the section by its old heading', () => {
    const edited = section('lead-form', 'lead-form', { heading: 'Plan your family cruise', buttonLink: '/contact-us/' });
    expect(changeSummary(before, page([problem, reviews, edited, motto]))).toEqual(['Changed Heading and Button link of "Lead form: Plan your cruise".']);
  });

  it("names the page's own settings and a new page", () => {
    expect(changeSummary(before, page([problem, reviews, form, motto], { title: 'Cruises' }))).toEqual(["Changed the page's Meta title."]);
    expect(changeSummary(null, page([problem, motto]))).toEqual(['New page /landing-cruise/ with 2 sections: "Problem: Hundreds of Ships", "Motto".']);
  });

  it('skips malformed sections instead of failing', () => {
    expect(changeSummary({ sections: [null, 3, { id: 'x' }] }, { sections: 'no' })).toEqual([]);
  });

  it('says what an experiment started from the studio tests, and when one is changed or ended (issue 38)', () => {
    const experiment = {
      id: 'landing-cruise-2026-11-28',
      start: '2026-11-28',
      end: '2026-12-26',
      goal: 'lead-form',
      variants: [
        { id: 'control', weight: 50 },
        { id: 'variant-b', weight: 50, sections: ['problem', 'lead-form', 'reviews', 'motto'], props: { problem: { heading: 'Fewer Ships' } } },
      ],
    };
    const started = { ...before, experiment };
    expect(changeSummary(before, started)).toEqual([
      'Starts the experiment "landing-cruise-2026-11-28" from 2026-11-28 to 2026-12-26, counting the leads of its form. variant-b (50% of new visitors): Changed Heading of "Problem: Hundreds of Ships". Moved "Lead form: Plan your cruise" above "Yelp reviews".',
    ]);
    expect(changeSummary(started, before)).toEqual(['Ends the experiment "landing-cruise-2026-11-28".']);
    expect(changeSummary(started, { ...before, experiment: { ...experiment, end: '2027-01-31' } })).toEqual(['Changes the experiment "landing-cruise-2026-11-28".']);
  });
});
