import { MONTH_NAMES } from '../../../src/lib/dates';
import type { z } from 'zod';
import type { pageDataSchema } from '../../../src/content/contract/page-fields';
import { slugify } from '../../../src/lib/slug';
import { doc, type SeedDocument } from './seed-document';

/** The shape a `pages/get` document is written in (the contract's input type, before parsing). */
export type PageInput = NonNullable<z.input<typeof pageDataSchema>>;

/** One demo illustration made by `scripts/make-demo-images.ts`. */
export const demo = (name: string): string => `/images/demo/${name}.svg`;

/** The hero video every banner plays; the poster image paints first. */
export const HERO_VIDEO = '/media/hero.mp4';

export const AGENCY = 'Travel N Relax';
export const DEFAULT_HERO = "Denver's Top Rated Family Travel Agency";

export const meta = (meta_title: string, meta_keyword: string, meta_description: string) => ({
  meta_title,
  meta_keyword,
  meta_description,
});

export const banner = (bannerText: string, subText: string, image: string) => [
  { bannerText, subText, bannerVideo: HERO_VIDEO, bannerImage: demo(image) },
];

export const whereTo = (text = 'Where to next?', description = "We'll create a vacation you'll remember forever.") => [
  { text, description },
];

export const page = (pageId: number, data: PageInput): SeedDocument => doc('pages/get', pageId, data);

/**
 * The agency's facts the demo content is written around; pages, tests and the site config can
 * rely on them. Slugs follow the spec's rule (`slugify`).
 */
export const advisorNames = ['Sarah Mitchell', 'David Brooks'] as const;

export const agencyFacts = {
  advisors: advisorNames.map((name) => ({ name, slug: slugify(name) })),
  phone: '(303) 555-0148',
  email: 'hello@travelnrelax.example',
  address: '1550 Wewatta Street, Suite 200, Denver, CO 80202',
  /** Where the safari page's bare image names live (spec 2 §7, image address rule). */
  safariUploadsPath: '/images/demo/',
};

/** The destinations of `pages/destinations`, page 17 and the country pages (ids 1..8). */
const destinationTitles = ['Kenya', 'Italy', 'Mexico', 'Japan', 'Greece', 'Costa Rica', 'Iceland', 'Thailand'] as const;
export const destinations = destinationTitles.map((title, index) => ({ id: index + 1, title, image: slugify(title) }));

export type DestinationTitle = (typeof destinationTitles)[number];

export const destinationId = (title: DestinationTitle): number => {
  const found = destinations.find((d) => d.title === title);
  if (!found) throw new Error(`unknown destination ${title}`);
  return found.id;
};

/** The four photos of a destination, as its details list them. */
export const destinationImages = (title: DestinationTitle): string[] => {
  const key = destinations.find((d) => d.title === title)!.image;
  return [1, 2, 3, 4].map((n) => demo(`${key}-${n}`));
};

export const destinationBanner = (title: DestinationTitle): string =>
  demo(`${destinations.find((d) => d.title === title)!.image}-banner`);

/** The demo months are the calendar's months. */
export const monthNames = MONTH_NAMES;
