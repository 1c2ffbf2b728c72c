import type { NavLink } from './site-config-schema';

/** An https URL leaves the site (new tab); a path is a client-side route. */
export const isExternalHref = (href: string) => /^https?:\/\//.test(href);

/**
 * The entries of a submenu: its children, led by a link to the parent's own page when the config
 * names one (`overviewLabel`) and no child already goes there. A submenu's label is a button that
 * opens it, so without this the parent's page (e.g. /services/) would be unreachable.
 */
export function submenuEntries(link: NavLink): NavLink[] {
  const children = link.children ?? [];
  const parentReachable = children.some((child) => child.href === link.href);
  if (!link.overviewLabel || parentReachable) return children;
  return [{ label: link.overviewLabel, href: link.href }, ...children];
}

/** Every link of a tree, depth first, as rendered: what a visitor can reach from the menu. */
export function flattenLinks(links: readonly NavLink[]): NavLink[] {
  return links.flatMap((link) =>
    link.children?.length ? submenuEntries(link).flatMap((entry) => (entry.children ? flattenLinks([entry]) : [entry])) : [link],
  );
}
