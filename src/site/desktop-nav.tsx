import { useLocation } from 'react-router-dom';
import { moveFocusWithArrows } from './arrow-key-focus';
import { DesktopDropdown } from './desktop-dropdown';
import { submenuEntries } from './nav-links';
import type { NavLink } from './site-config-schema';
import { SiteLink } from './site-link';
import { useOpenItem } from './use-open-item';
import './desktop-nav.css';

const keyOf = (link: NavLink) => `${link.label} ${link.href}`;

function MenuLink({ link, className }: { link: NavLink; className: string }) {
  const { pathname } = useLocation();
  return (
    <SiteLink className={className} href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
      {link.label}
    </SiteLink>
  );
}

/** A dropdown's list; an entry with children (Theme Park) opens a nested flyout to the side. */
function SubmenuList({ link }: { link: NavLink }) {
  const { openValue, actions } = useOpenItem();
  return (
    <ul className="desktop-nav__submenu" onKeyDown={(event) => moveFocusWithArrows(event, 'vertical')}>
      {submenuEntries(link).map((entry) =>
        entry.children?.length ? (
          <DesktopDropdown
            key={keyOf(entry)}
            className="desktop-nav__subitem"
            label={entry.label}
            value={keyOf(entry)}
            level={2}
            open={openValue === keyOf(entry)}
            actions={actions}
          >
            <SubmenuList link={entry} />
          </DesktopDropdown>
        ) : (
          <li key={keyOf(entry)} className="desktop-nav__subitem">
            <MenuLink link={entry} className="desktop-nav__sublink" />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The desktop menu bar: dropdowns open on hover (after a short delay, so a pointer passing by
 * does not flash them) and from the keyboard (Enter or Space on the label, or the arrow pointing
 * into the panel; then arrow keys or Tab); Escape closes them and returns to their label; leaving
 * them with the pointer or the focus, a press elsewhere or choosing a link closes them. Arrow keys
 * also move along the bar. See DesktopDropdown.
 */
export function DesktopNav({ links, label = 'Main', className }: { links: readonly NavLink[]; label?: string; className?: string }) {
  const { openValue, actions } = useOpenItem();
  return (
    <nav className={`desktop-nav${className ? ` ${className}` : ''}`} aria-label={label}>
      <ul className="desktop-nav__list" onKeyDown={(event) => moveFocusWithArrows(event, 'horizontal')}>
        {links.map((link) =>
          link.children?.length ? (
            <DesktopDropdown
              key={keyOf(link)}
              className="desktop-nav__item"
              label={link.label}
              value={keyOf(link)}
              level={1}
              open={openValue === keyOf(link)}
              actions={actions}
            >
              <SubmenuList link={link} />
            </DesktopDropdown>
          ) : (
            <li key={keyOf(link)} className="desktop-nav__item">
              <MenuLink link={link} className="desktop-nav__link" />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
