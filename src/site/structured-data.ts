import type { PageConfig } from '../engine/page-config-schema';
import type { PageHead } from '../engine/page-meta';
import type { SiteConfig } from './site-config-schema';

/**
 * schema.org structured data (JSON-LD) built from site.json and the page: the agency as a
 * TravelAgency, and a BreadcrumbList for every page that sits under another.
 */
export function travelAgency(site: SiteConfig, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: site.name,
    url: new URL('/', siteUrl).href,
    logo: new URL(site.logo.src, siteUrl).href,
    image: new URL(site.logo.src, siteUrl).href,
    telephone: site.phoneHref.replace(/^tel:/, ''),
    email: site.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    // The contact page's hours (Monday to Friday 9AM-10PM); see docs/decisions on the two readings.
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '22:00',
      },
    ],
    sameAs: site.social.map((profile) => profile.href),
  };
}

interface Crumb {
  name: string;
  path: string;
}

/** Ancestors by path: /monthly/january/ sits under /month/ (declared) or under its path prefix. */
export function breadcrumbTrail(page: PageConfig, head: PageHead, byPath: ReadonlyMap<string, PageConfig>): Crumb[] {
  const trail: Crumb[] = [{ name: head.title, path: head.canonicalPath }];
  let parentPath = page.parent ?? parentByPrefix(page.path, byPath);
  const seen = new Set<string>();
  while (parentPath && !seen.has(parentPath)) {
    seen.add(parentPath);
    const parent = byPath.get(parentPath);
    if (!parent) break;
    trail.unshift({ name: parent.meta.breadcrumb ?? parent.meta.title, path: parent.path });
    parentPath = parent.parent ?? parentByPrefix(parent.path, byPath);
  }
  return trail;
}

function parentByPrefix(path: string, byPath: ReadonlyMap<string, PageConfig>): string | undefined {
  if (path === '/') return undefined;
  const segments = path.split('/').filter(Boolean);
  for (let length = segments.length - 1; length >= 0; length -= 1) {
    const candidate = `/${segments.slice(0, length).join('/')}${length ? '/' : ''}`;
    if (byPath.has(candidate)) return candidate;
  }
  return undefined;
}

export function breadcrumbList(trail: readonly Crumb[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).href,
    })),
  };
}

/** All JSON-LD of one page: what its meta source found plus the named and breadcrumb documents. */
export function pageStructuredData(options: {
  page: PageConfig;
  head: PageHead;
  /** Every page by its path, built once: a page's ancestors are looked up, never searched for. */
  pagesByPath: ReadonlyMap<string, PageConfig>;
  site: SiteConfig;
  siteUrl: string;
}): unknown[] {
  const { page, head, pagesByPath, site, siteUrl } = options;
  const documents: unknown[] = [...head.jsonLd];
  if (page.meta.structuredData?.includes('travel-agency')) documents.push(travelAgency(site, siteUrl));
  const trail = breadcrumbTrail(page, head, pagesByPath);
  if (trail.length > 1) documents.push(breadcrumbList(trail, siteUrl));
  return documents;
}
