import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { slugify } from '../lib/slug';
import { submenuEntries } from './nav-links';
import type { NavLink } from './site-config-schema';
import { SiteLink } from './site-link';
import { useFocusProxiesUnhidden } from './use-focus-proxies-unhidden';
import './desktop-nav.css';

const Chevron = () => (
  <svg className="desktop-nav__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const keyOf = (link: NavLink) => `${link.label} ${link.href}`;
/** Radix builds the trigger's aria-controls id from the value: no spaces, or it names two ids. */
const valueOf = (link: NavLink) => slugify(link.label);

function MenuLink({ link, className }: { link: NavLink; className: string }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Link asChild active={pathname === link.href}>
      <SiteLink className={className} href={link.href}>
        {link.label}
      </SiteLink>
    </NavigationMenu.Link>
  );
}

/** A dropdown's list; an entry with children (Theme Park) opens a nested flyout to the side. */
function SubmenuList({ link }: { link: NavLink }) {
  return (
    <ul className="desktop-nav__submenu">
      {submenuEntries(link).map((entry) =>
        entry.children?.length ? (
          <li key={keyOf(entry)} className="desktop-nav__subitem">
            <NavigationMenu.Sub orientation="vertical" className="desktop-nav__sub">
              <NavigationMenu.List className="desktop-nav__sublist">
                <NavigationMenu.Item value={valueOf(entry)}>
                  <NavigationMenu.Trigger className="desktop-nav__subtrigger">
                    {entry.label}
                    <Chevron />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content className="desktop-nav__flyout">
                    <SubmenuList link={entry} />
                  </NavigationMenu.Content>
                </NavigationMenu.Item>
              </NavigationMenu.List>
            </NavigationMenu.Sub>
          </li>
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
 * The desktop menu bar (Radix NavigationMenu): dropdowns open on hover (after a short delay, so a
 * pointer passing by does not flash them) and from the keyboard (Enter or Space on the label, then
 * arrow keys or Tab); Escape closes them; choosing a link closes them.
 */
export function DesktopNav({ links, label = 'Main', className }: { links: readonly NavLink[]; label?: string; className?: string }) {
  const root = useRef<HTMLElement>(null);
  useFocusProxiesUnhidden(root);
  return (
    <NavigationMenu.Root ref={root} className={`desktop-nav${className ? ` ${className}` : ''}`} aria-label={label} delayDuration={120}>
      <NavigationMenu.List className="desktop-nav__list">
        {links.map((link) =>
          link.children?.length ? (
            <NavigationMenu.Item key={keyOf(link)} value={valueOf(link)} className="desktop-nav__item">
              <NavigationMenu.Trigger className="desktop-nav__trigger">
                {link.label}
                <Chevron />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="desktop-nav__panel">
                <SubmenuList link={link} />
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={keyOf(link)} className="desktop-nav__item">
              <MenuLink link={link} className="desktop-nav__link" />
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
