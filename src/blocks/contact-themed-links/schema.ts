import { z } from 'zod';
import { textProp } from '../shared/text-prop';

const themedLink = z.object({
  label: z.string().min(1).describe('Visible link text.'),
  href: z.string().min(1).describe('A canonical site path with trailing slash, e.g. /honeymoon/.'),
});

/**
 * The spec's contact page links to the themed pages through other paths (/honeymoon-geteway,
 * /inclusive-vacation, ...); those answer with 301 redirects, and these links point at the
 * canonical paths directly.
 */
export const defaultThemedLinks = [
  { label: 'Honeymoon', href: '/honeymoon/' },
  { label: 'Destination Wedding', href: '/destinetion-wedding/' },
  { label: 'Family Travel', href: '/family-travel/' },
  { label: 'Group Travel', href: '/group-travel/' },
  { label: 'Anniversary', href: '/anniversary/' },
  { label: 'All Inclusive Vacations', href: '/all-inclusive-vacations/' },
  { label: 'Ocean Cruise', href: '/ocean-cruise/' },
  { label: 'River Cruise', href: '/river-cruise/' },
  { label: 'Disney Vacations', href: '/disney-vacations/' },
  { label: 'Ski Vacations', href: '/colorado-ski-vacations/' },
];

export const contactThemedLinksProps = z.object({
  heading: textProp('Looking for Inspiration?', 'Heading above the links.'),
  text: textProp('Explore the trips we plan most often, then tell us about yours.', 'A line under the heading.'),
  links: z.array(themedLink).default(defaultThemedLinks).describe('The themed pages, in order.'),
  buttonText: textProp('Ready To Travel?', 'The call-to-action label under the links.'),
  buttonLink: textProp('/go/', 'Where the button goes; "/go/#<section id>" on /go/ itself scrolls to that section (e.g. the form).'),
});

export type ContactThemedLinksProps = z.infer<typeof contactThemedLinksProps>;
