import { CollapsibleGroup } from './collapsible-group';
import { hasOwnPage, submenuEntries } from './nav-links';
import type { NavLink } from './site-config-schema';
import { SiteLink } from './site-link';

interface MobileNavListProps {
  links: readonly NavLink[];
  level?: 1 | 2;
  /** Groups as native <details> (the menu's no-script form). */
  nativeGroups?: boolean;
}

/**
 * The navigation tree as the mobile menus show it: entries with children become collapsible
 * groups (Our Specialties, Theme Park, ...). The menu around it closes when any link is chosen.
 */
export function MobileNavList({ links, level = 1, nativeGroups = false }: MobileNavListProps) {
  return (
    <ul className={`mobile-nav mobile-nav--level-${level}`}>
      {links.map((link) => (
        <li key={`${link.label} ${link.href}`} className="mobile-nav__item">
          {link.children?.length ? (
            <CollapsibleGroup label={link.label} href={hasOwnPage(link) ? link.href : undefined} level={level} native={nativeGroups}>
              <MobileNavList links={submenuEntries(link, { parentLabelIsLink: !nativeGroups })} level={2} nativeGroups={nativeGroups} />
            </CollapsibleGroup>
          ) : (
            <SiteLink className="mobile-nav__link" href={link.href}>
              {link.label}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
