/**
 * The spec's navigation and footer tables (spec 1 "Navigation" and "Footer", spec 2 "Country page"
 * and "Safari page"), written out once by hand, for the tests to hold site.json and the rendered
 * chrome against. Paths are canonical (trailing slash); the spec's aliases are redirects.
 */
export const specMainNavigation: readonly (readonly [label: string, href: string])[] = [
  ['Home', '/'],
  ['Our Specialties', '/services/'],
  ['Family Travel', '/family-travel/'],
  ['Group Travel', '/group-travel/'],
  ['Destination Wedding', '/destinetion-wedding/'],
  ['Honeymoon', '/honeymoon/'],
  ['Anniversary', '/anniversary/'],
  ['All Inclusive', '/all-inclusive-vacations/'],
  ['Ocean Cruise', '/ocean-cruise/'],
  ['River Cruise', '/river-cruise/'],
  ['Kenya Safari', '/landing-kenya-vacations/'],
  ['Disney', '/disney-vacations/'],
  ['Universal Studios', '/universal-studios-vacations/'],
  ['Ski Vacation', '/colorado-ski-vacations/'],
  ['Our Team', '/about-our-travel-agency/'],
  ['Testimonials', '/testimonials/'],
  ['Leave a Review', '/review/'],
  ['Blog', '/blog/'],
  ['Month', '/month/'],
  ['Destination', '/destinations/'],
  ['Experience', '/experiences/'],
  ['Contact Us', '/go/'],
];

/** The safari bar: the same paths, two labels of its own, and "Specialties". */
export const specSafariNavigation: readonly (readonly [string, string])[] = specMainNavigation.map(([label, href]) => {
  const safariLabels: Record<string, string> = {
    'Our Specialties': 'Specialties',
    Honeymoon: 'Honeymoon Getaways',
    'All Inclusive': 'All Inclusive Vacation',
  };
  return [safariLabels[label] ?? label, href] as const;
});

export const specCountryNavigation: readonly (readonly [string, string])[] = [
  ['HOME', '/'],
  ['DESTINATION', '/destinations/'],
  ['EXPERIENCES', '/experiences/'],
  ['CONTACT US', '/go/'],
];

export const specFooterGroups: Readonly<Record<string, readonly string[]>> = {
  Travel: [
    '/family-travel/',
    '/group-travel/',
    '/destinetion-wedding/',
    '/all-inclusive-vacations/',
    '/ocean-cruise/',
    '/river-cruise/',
    '/anniversary/',
    '/honeymoon/',
    '/landing-kenya-vacations/',
    '/disney-vacations/',
    '/colorado-ski-vacations/',
  ],
  'About Us': ['/testimonials/', '/about-our-travel-agency/', '/blog/', '/terms-of-use/', '/privacy-policy/'],
  Help: ['/customer-service/', '/go/', '/accessibility/'],
};

export const specFooterBottomLinks: readonly (readonly [string, string])[] = [
  ['Privacy Policy', '/privacy-policy/'],
  ['Terms & Conditions', '/terms-of-use/'],
];

export const specSocialNetworks = ['Facebook', 'Instagram', 'LinkedIn', 'Twitter', 'YouTube', 'Yelp'] as const;
