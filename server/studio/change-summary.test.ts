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
});
