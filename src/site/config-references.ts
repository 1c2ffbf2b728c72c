import { closestName, problemAt, type ConfigFile, type ConfigProblem } from '../engine/config-check';
import { LINK_KEY } from '../engine/link-kinds';
import { pagePropsLocations } from '../engine/page-props';
import type { PageMatch, PageMatcher } from '../engine/routes';

/**
 * The checks that look across files: every internal link in the configs resolves to a page or a
 * redirect, redirects land on pages, and every pageId has demo content. They run in
 * `npm run check:configs` (the build's gate), not at server start: a link to a page that is not
 * written yet is a content bug, not a reason to refuse to serve the others.
 */
type JsonPath = (string | number)[];

export interface ConfigLink {
  file: ConfigFile;
  path: JsonPath;
  href: string;
}

export interface Redirect {
  from: string;
  to: string;
}

/** Site paths under link-like keys (LINK_KEY: href, link, buttonLink, url, links, …) are internal links. */

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

/** Every site path under a link-like key, at any depth of `value` (arrays of links included). */
export function collectLinks(file: ConfigFile, value: unknown, path: JsonPath = [], key = ''): ConfigLink[] {
  if (typeof value === 'string') return LINK_KEY.test(key) && isSitePath(value) ? [{ file, path, href: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectLinks(file, item, [...path, index], key));
  const record = asRecord(value);
  if (!record) return [];
  return Object.entries(record).flatMap(([name, item]) => collectLinks(file, item, [...path, name], name));
}

/** Links in a page config: anything in its sections' props and its experiment variants' props. */
export function pageConfigLinks(file: ConfigFile, page: unknown): ConfigLink[] {
  return pagePropsLocations(page).flatMap(({ path, props }) => collectLinks(file, props, path, 'props'));
}

/** Links in site.json: navigation, footer, readyToTravel; redirect targets are checked apart. */
export function siteConfigLinks(file: ConfigFile, site: unknown): ConfigLink[] {
  const record = asRecord(site) ?? {};
  return ['navigation', 'readyToTravel', 'footer', 'headerVariants'].flatMap((key) => collectLinks(file, record[key], [key], key));
}

export type LinkResolution =
  | { kind: 'page'; match: PageMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-canonical'; canonical: string }
  | { kind: 'none' };

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Resolves a site path the way the server does: redirects first, then pages (canonical, with "/"). */
export function createLinkResolver(matchPage: PageMatcher, redirects: readonly Redirect[]) {
  const redirectTable = new Map(redirects.map((r) => [stripSlash(r.from.toLowerCase()), r.to]));
  return (href: string): LinkResolution => {
    const pathname = href.replace(/[?#].*$/, '') || '/';
    const to = redirectTable.get(stripSlash(pathname.toLowerCase()));
    if (to !== undefined) return { kind: 'redirect', to };
    if (pathname.endsWith('/')) {
      const match = matchPage(pathname);
      return match ? { kind: 'page', match } : { kind: 'none' };
    }
    return matchPage(`${pathname}/`) ? { kind: 'not-canonical', canonical: `${pathname}/` } : { kind: 'none' };
  };
}

/**
 * Whether the content has the page a parameter route matched (a blog slug, a month): the
 * catch-all `/:slug/` matches any one-segment path, so matching alone proves little.
 */
export type ParameterProbe = (match: PageMatch) => Promise<{ found: true } | { found: false; why: string }>;

export interface ReferenceCheckOptions {
  links: readonly ConfigLink[];
  /** site.json's redirects, with their file for locating problems. */
  redirects: { file: ConfigFile; list: readonly Redirect[] } | undefined;
  matchPage: PageMatcher;
  /** Static page paths, for "did you mean" (never an alias: point links at pages). */
  knownPaths: readonly string[];
  probe?: ParameterProbe;
}

export async function checkLinks({ links, redirects, matchPage, knownPaths, probe }: ReferenceCheckOptions) {
  const resolve = createLinkResolver(matchPage, redirects?.list ?? []);
  const problems: ConfigProblem[] = [];
  const suggest = (href: string) => {
    const near = closestName(href.replace(/[?#].*$/, ''), knownPaths);
    return near ? `; did you mean "${near}"?` : '';
  };
  // The studio's wording (ConfigProblem.studio): the page a visitor would miss, never the route pattern or the demo content.
  const noPage = (href: string) => `the link "${href}" leads to no page of the site${suggest(href)}`;
  for (const link of links) {
    const resolution = resolve(link.href);
    if (resolution.kind === 'none') {
      problems.push(problemAt(link.file, link.path, `link "${link.href}" matches no page and no redirect${suggest(link.href)}`, noPage(link.href)));
    } else if (resolution.kind === 'not-canonical') {
      problems.push(
        problemAt(
          link.file,
          link.path,
          `link "${link.href}" is not canonical: write "${resolution.canonical}"`,
          `the link "${link.href}" needs a "/" at the end: write "${resolution.canonical}"`,
        ),
      );
    } else if (resolution.kind === 'page' && probe && Object.keys(resolution.match.params).length > 0) {
      const probed = await probe(resolution.match);
      if (!probed.found) {
        problems.push(
          problemAt(
            link.file,
            link.path,
            `link "${link.href}" only matches the route "${resolution.match.page.path}", and ${probed.why}${suggest(link.href)}`,
            noPage(link.href),
          ),
        );
      }
    }
  }
  redirects?.list.forEach((redirect, index) => {
    const resolution = resolve(redirect.to);
    if (resolution.kind !== 'page') {
      const why =
        resolution.kind === 'redirect'
          ? `is itself redirected to "${resolution.to}"; point at that page`
          : resolution.kind === 'not-canonical'
            ? `is not canonical: write "${resolution.canonical}"`
            : `matches no page${suggest(redirect.to)}`;
      problems.push(problemAt(redirects.file, ['redirects', index, 'to'], `redirect target "${redirect.to}" ${why}`));
    }
  });
  return problems;
}

/** Every pageId a config names (the page's and each section's) has a page in the demo content. */
export function checkPageIds(file: ConfigFile, page: unknown, demoPageIds: ReadonlySet<number>): ConfigProblem[] {
  const record = asRecord(page);
  const found: { path: JsonPath; id: unknown }[] = [{ path: ['pageId'], id: record?.pageId }];
  const sections = Array.isArray(record?.sections) ? record.sections : [];
  sections.forEach((section, index) => found.push({ path: ['sections', index, 'pageId'], id: asRecord(section)?.pageId }));
  return found
    .filter((entry): entry is { path: JsonPath; id: number } => typeof entry.id === 'number' && !demoPageIds.has(entry.id))
    .map((entry) =>
      problemAt(
        file,
        entry.path,
        `pageId ${entry.id} has no page in the demo content (no "pages/get" document with key ${entry.id} in server/db/seed)`,
        `page number ${entry.id} has no content on the site: choose another page number`,
      ),
    );
}
