import { z } from 'zod';

/**
 * The studio's pages list in a marketer's words: each page by its title and the address a visitor
 * types, in the groups of the site (spec 2, "Full route table"). No file name and no route pattern
 * (`/:slug/`) reaches the screen: a page made for many addresses says so in words.
 */
export type PageGroupName = 'landing' | 'specialties' | 'places' | 'other';

export const PAGE_GROUP_TITLES: Record<PageGroupName, string> = {
  landing: 'Landing pages',
  specialties: 'Specialties',
  places: 'Places',
  other: 'Other pages',
};

export interface ListedPage {
  /** The file's name without folder and extension: the editor's address, /studio/edit/<name>/. */
  name: string;
  path: string;
  /** meta.title as configured ("Honeymoon Planning | Travel N Relax"). */
  title: string;
  /** The section block types, top to bottom (the themed pages share a structure). */
  sectionTypes: readonly string[];
}

export interface ShownPage {
  name: string;
  /** The page's title without the site's name, told apart for a page made for many addresses. */
  title: string;
  /** The visitor's address, or for a page made for many addresses a sentence saying so. */
  address: string;
  group: PageGroupName;
}

/** A route with a parameter (`/country/:id/`) is one design for many addresses. */
const isPattern = (path: string) => path.includes(':');

/** What each page made for many addresses shows, by its route (spec 2, route table). */
const MANY_ADDRESSES: Record<string, { each: string; example: string }> = {
  '/:slug/': { each: 'each blog post', example: '/the-post-name/' },
  '/country/:id/': { each: 'each country', example: '/country/the-country-name/' },
  '/monthly/:slug/': { each: 'each month', example: '/monthly/the-month-name/' },
  '/page/:pageId/': { each: 'each page shown by its number', example: '/page/12/' },
};

/** "/places/:slug/" → "/places/…/" for a route the table above does not know yet. */
const genericExample = (path: string) => path.replace(/:[A-Za-z0-9]+/g, '…');

/** Spec 2's places: destinations, experiences, months and countries. */
const PLACE_PATHS = new Set(['/destinations/', '/experiences/', '/month/']);
const PLACE_PREFIXES = ['/monthly/', '/country/'];

/** site.json's navigation, read for the "Our Specialties" menu (a specialty added there joins the group). */
const navigationSchema = z.object({
  navigation: z.array(z.object({ href: z.string(), children: z.array(z.unknown()).optional() })),
});
const linkSchema = z.object({ href: z.string(), children: z.array(z.unknown()).optional() });

function menuLinks(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    const link = linkSchema.safeParse(item);
    return link.success ? [link.data.href, ...menuLinks(link.data.children ?? [])] : [];
  });
}

/** The overview page of the specialties and every page its menu lists. */
export function specialtyPaths(site: unknown): Set<string> {
  const parsed = navigationSchema.safeParse(site);
  const menu = parsed.success ? parsed.data.navigation.find((item) => item.href === '/services/') : undefined;
  return new Set(['/services/', ...menuLinks(menu?.children ?? [])]);
}

/** The themed pages' structure (spec 2, "Themed pages"): a banner, the page status, then introductions. */
const looksThemed = (types: readonly string[]) => types[0] === 'hero-banner' && types[1] === 'page-status' && types[2] === 'introduction';

export function groupOf(page: ListedPage, specialties: ReadonlySet<string>): PageGroupName {
  if (page.path.startsWith('/landing-')) return 'landing';
  if (PLACE_PATHS.has(page.path) || PLACE_PREFIXES.some((prefix) => page.path.startsWith(prefix))) return 'places';
  if (isPattern(page.path)) return 'other';
  if (specialties.has(page.path) || looksThemed(page.sectionTypes)) return 'specialties';
  return 'other';
}

/** "Honeymoon Planning | Travel N Relax" → "Honeymoon Planning" (the home page keeps its first part too). */
const shortTitle = (title: string) => title.split(' | ')[0]?.trim() || title;

export function showPage(page: ListedPage, specialties: ReadonlySet<string>): ShownPage {
  const group = groupOf(page, specialties);
  if (!isPattern(page.path)) {
    return { name: page.name, title: page.path === '/' ? 'Home page' : shortTitle(page.title), address: page.path, group };
  }
  const known = MANY_ADDRESSES[page.path];
  const each = known?.each ?? 'each of its addresses';
  return {
    name: page.name,
    title: `${shortTitle(page.title)} (${each})`,
    address: `One design for ${each}, at addresses like ${known?.example ?? genericExample(page.path)}`,
    group,
  };
}

/** Every group that has pages, in the list's order, its pages by title; `query` keeps titles that contain it. */
export function groupPages(pages: readonly ListedPage[], site: unknown, query = ''): { group: PageGroupName; title: string; pages: ShownPage[] }[] {
  const specialties = specialtyPaths(site);
  const wanted = query.trim().toLowerCase();
  const shown = pages
    .map((page) => showPage(page, specialties))
    .filter((page) => wanted === '' || page.title.toLowerCase().includes(wanted))
    .sort((a, b) => a.title.localeCompare(b.title));
  const order: PageGroupName[] = ['landing', 'specialties', 'places', 'other'];
  return order
    .map((group) => ({ group, title: PAGE_GROUP_TITLES[group], pages: shown.filter((page) => page.group === group) }))
    .filter((entry) => entry.pages.length > 0);
}
