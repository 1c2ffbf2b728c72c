import { problemAt, type ConfigFile, type ConfigProblem } from './config-check';
import { pagePropsLocations } from './page-props';

/** Keys whose string values are links: href, link, buttonLink, url, links, … */
export const LINK_KEY = /(href|link|url)s?$/i;

type JsonPath = (string | number)[];

/**
 * The kinds of link a config may hold (issue 25): a path of this site (`/…`, never `//host`,
 * which a browser reads as another site), `https:`, `mailto:` and `tel:`. Not `javascript:` or
 * `data:` (they run or draw whatever they hold), not `http:` (no TLS), nothing else.
 */
export function linkKindProblem(href: string): string | undefined {
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return undefined;
  if (/^(mailto|tel):\S/i.test(href)) return undefined;
  if (/^https:\/\/[^/\\]/i.test(href)) {
    try {
      new URL(href);
      return undefined;
    } catch {
      return `link "${href}" is not a valid address`; // an https: prefix that URL cannot read
    }
  }
  if (href.startsWith('//')) return `link "${href}" points at another site: write "/…" for a page of this site or "https://…" for another site`;
  return `link "${href}" is not allowed: links are "/…" paths of this site, "https://", "mailto:" or "tel:" addresses`;
}

interface FoundLink {
  path: JsonPath;
  href: string;
}

/** Every non-empty string under a link-like key (href, link, buttonLink, url, links …), at any depth. */
function linkValues(value: unknown, path: JsonPath, key: string): FoundLink[] {
  if (typeof value === 'string') return LINK_KEY.test(key) && value.trim() !== '' ? [{ path, href: value.trim() }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => linkValues(item, [...path, index], key));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => linkValues(item, [...path, name], name));
}

/** The links of a page config's sections and of its experiment variants' props (what an editor sets in the studio). */
function pageLinks(page: unknown): FoundLink[] {
  return pagePropsLocations(page).flatMap(({ path, props }) => linkValues(props, path, 'props'));
}

/** A problem for each link of a page config of a kind that is not allowed. */
export function checkPageLinkKinds(file: ConfigFile, page: unknown): ConfigProblem[] {
  return pageLinks(page).flatMap(({ path, href }) => {
    const problem = linkKindProblem(href);
    return problem ? [problemAt(file, path, problem)] : [];
  });
}

/** A problem for each link of site.json (navigation, footer, social links …) of a kind that is not allowed. */
export function checkSiteLinkKinds(file: ConfigFile, site: unknown): ConfigProblem[] {
  return linkValues(site, [], '').flatMap(({ path, href }) => {
    const problem = linkKindProblem(href);
    return problem ? [problemAt(file, path, problem)] : [];
  });
}

/**
 * The other sites a page config links to, for a reviewer's eye (a warning, not a problem: a link
 * to a partner is fine, a look-alike of the agency's own domain is phishing).
 */
export function externalLinkHosts(page: unknown): { path: JsonPath; host: string }[] {
  return pageLinks(page).flatMap(({ path, href }) => {
    if (!/^https:\/\//i.test(href)) return [];
    try {
      return [{ path, host: new URL(href).host }];
    } catch {
      return []; // not an address: the link kind check reports it
    }
  });
}

/** check:configs' warnings: each external link of a page config, with its file and line. */
export function externalLinkWarnings(file: ConfigFile, page: unknown): ConfigProblem[] {
  return externalLinkHosts(page).map(({ path, host }) => problemAt(file, path, `links to another site: ${host} (check it is meant)`));
}
