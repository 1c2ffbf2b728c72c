import type { NavLink } from './site-config-schema';

/** An https URL leaves the site (new tab); a path is a client-side route. */
export const isExternalHref = (href: string) => /^https?:\/\//.test(href);

/**
 * The entries of a submenu as the menus show them: its children. Where the parent's label cannot be
 * a link (the no-script menu's <details> summary), pass `parentLabelIsLink: false`: the entries are
 * then led by a link to the parent's own page when the config names one (`overviewLabel`) and no
 * child already goes there, so the parent's page (e.g. /services/) stays reachable.
 */
export function submenuEntries(link: NavLink, { parentLabelIsLink = true } = {}): NavLink[] {
  const children = link.children ?? [];
  if (parentLabelIsLink || !link.overviewLabel || !hasOwnPage(link)) return children;
  return [{ label: link.overviewLabel, href: link.href }, ...children];
}

/**
 * Whether an entry with children has a page of its own that none of its children goes to (Our
 * Specialties, /services/): its label is then a link to that page, beside a button that opens its
 * submenu, instead of a button alone.
 */
export const hasOwnPage = (link: NavLink) => Boolean(link.children?.length) && !link.children?.some((child) => child.href === link.href);

/** The name of the button that opens such an entry's submenu (its label is the link's name). */
export const submenuButtonName = (label: string) => `${label} submenu`;

/** Every link of a tree, depth first, as rendered: what a visitor can reach from the menu. */
export function flattenLinks(links: readonly NavLink[]): NavLink[] {
  return links.flatMap((link) => {
    if (!link.children?.length) return [link];
    const entries = submenuEntries(link).flatMap((entry) => (entry.children ? flattenLinks([entry]) : [entry]));
    return hasOwnPage(link) ? [{ label: link.label, href: link.href }, ...entries] : entries;
  });
}
