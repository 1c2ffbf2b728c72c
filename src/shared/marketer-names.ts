/**
 * The words a marketer sees in the studio: a block's title instead of its kebab-case type, a
 * section named by what it shows (its heading) instead of its id. Ids and types stay in the data.
 */

/** Titles where the type's words alone would read oddly; every other type reads from its words. */
const TITLES: Record<string, string> = {
  'landing-yelp-carousel': 'Yelp reviews',
  'landing-fix': 'Our answer',
  'landing-problem': 'Problem',
  'landing-story': 'Story',
  'landing-banner': 'Landing banner',
  'static-text': 'Text page',
  'page-status': 'Page status',
  'where-to': 'Where to go',
  aim: 'Our aim',
  faq: 'Questions and answers',
};

/** "review-carousel" → "Review carousel"; titles above win. */
export function blockTitle(type: string): string {
  const known = TITLES[type];
  if (known) return known;
  const words = type.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Props that hold what a visitor reads as the section's title, in the order they are tried. */
const HEADING_PROPS = ['heading', 'title', 'headline', 'advisorName', 'eyebrow', 'intro', 'subHeading'];

const MAX_HEADING = 60;

/** The section's own heading from its props, shortened; undefined when it has none (it reads it from content). */
export function sectionHeading(props: Record<string, unknown>): string | undefined {
  for (const name of HEADING_PROPS) {
    const value = props[name];
    if (typeof value === 'string' && value.trim() !== '') {
      const text = value.trim().replace(/\s+/g, ' ');
      return text.length > MAX_HEADING ? `${text.slice(0, MAX_HEADING - 1).trimEnd()}…` : text;
    }
  }
  return undefined;
}

/** "Problem: Hundreds of Ships…" or, without a heading of its own, the block's title: never an id. */
export function sectionName(type: string, props: Record<string, unknown>): string {
  const heading = sectionHeading(props);
  return heading ? `${blockTitle(type)}: ${heading}` : blockTitle(type);
}
