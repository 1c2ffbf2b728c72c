/** The catalogue's groups, so a marketer finds "a banner" or "a form" without knowing block names. */
export const CATEGORY_TITLES = {
  banners: 'Banners',
  landing: 'Landing page',
  text: 'Text and introductions',
  lists: 'Cards, grids and lists',
  carousels: 'Carousels and reviews',
  forms: 'Forms and contact',
  other: 'Other',
} as const;

export type CategoryName = keyof typeof CATEGORY_TITLES;

const RULES: [RegExp, CategoryName][] = [
  [/(^|-)banner$/, 'banners'],
  [/^landing-/, 'landing'],
  [/(carousel|slider|testimonial|review)/, 'carousels'],
  [/(form|newsletter|appointment|contact)/, 'forms'],
  [/(intro|introduction|motto|static-text|about|aim|story|page-status|planning|where-to)/, 'text'],
  [/(grid|list|cards|links|destinations|partners|certifications|advisors|catalog|tabs|sections|details|overview)/, 'lists'],
];

export function categoryOf(type: string): CategoryName {
  return RULES.find(([pattern]) => pattern.test(type))?.[1] ?? 'other';
}

/** Puck's `categories`: each group with its block types, in catalogue order. */
export function categoriesFor(types: readonly string[]) {
  const names = Object.keys(CATEGORY_TITLES).filter((name): name is CategoryName => name in CATEGORY_TITLES);
  return Object.fromEntries(
    names.map((name) => [name, { title: CATEGORY_TITLES[name], components: types.filter((type) => categoryOf(type) === name) }]),
  );
}
