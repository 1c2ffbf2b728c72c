import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { slugify } from '../lib/slug';
import { hasOwnPage, submenuButtonName, submenuEntries } from './nav-links';
import type { NavLink } from './site-config-schema';
import { SiteLink } from './site-link';
import { useClickKeepsHoverOpen } from './use-click-keeps-hover-open';
import { useHydrated } from './use-hydrated';

const Chevron = () => (
  <svg className="desktop-nav__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const keyOf = (link: NavLink) => `${link.label} ${link.href}`;
/** Radix builds the ids of aria-controls from the value: no spaces, or it would name two ids. */
const valueOf = (link: NavLink) => slugify(link.label);

const preventDefault = (event: Event) => event.preventDefault();
/**
 * Every panel stays mounted (its links are in the server HTML), so each is a Radix dismissable
 * layer even while closed: a closed one must not act on a press, the focus or Escape outside it
 * (it would close the open panel before a click on its link lands, and Escape would not reach it).
 */
const inertWhileClosed = (open: boolean) =>
  open ? {} : { onPointerDownOutside: preventDefault, onFocusOutside: preventDefault, onEscapeKeyDown: preventDefault };

interface OpenState {
  /** The open dropdown of the bar and the open flyout inside it ('' for none). */
  value: string;
  subValue: string;
  sub: ReturnType<typeof useClickKeepsHoverOpen>;
}

function MenuLink({ link, className }: { link: NavLink; className: string }) {
  const { pathname } = useLocation();
  return (
    <NavigationMenu.Link asChild active={pathname === link.href}>
      <SiteLink className={className} href={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
        {link.label}
      </SiteLink>
    </NavigationMenu.Link>
  );
}

/** A dropdown's list; an entry with children (Theme Park) opens a nested flyout to the side. */
function SubmenuList({ link, state }: { link: NavLink; state: OpenState }) {
  return (
    <ul className="desktop-nav__submenu">
      {submenuEntries(link).map((entry) =>
        entry.children?.length ? (
          <li key={keyOf(entry)} className="desktop-nav__subitem">
            <NavigationMenu.Sub
              orientation="vertical"
              className="desktop-nav__sub"
              value={state.subValue}
              onValueChange={state.sub.onValueChange}
            >
              <NavigationMenu.List className="desktop-nav__sublist">
                <NavigationMenu.Item value={valueOf(entry)}>
                  <NavigationMenu.Trigger className="desktop-nav__subtrigger" onClick={state.sub.onTriggerClick(valueOf(entry))}>
                    {entry.label}
                    <Chevron />
                  </NavigationMenu.Trigger>
                  <NavigationMenu.Content
                    forceMount
                    hidden={state.subValue !== valueOf(entry)}
                    className="desktop-nav__flyout"
                    // Radix labels the panel by its trigger; HTML allows aria-labelledby on a div only with a role.
                    role="group"
                    {...inertWhileClosed(state.subValue === valueOf(entry))}
                  >
                    <SubmenuList link={entry} state={state} />
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
 * Radix puts a focus proxy after an open dropdown's button: an empty span with tabindex="0" (Tab
 * from the button lands on it and it hands the focus into the panel) that is also aria-hidden. A
 * focusable element hidden from assistive technology fails WCAG (axe `aria-hidden-focus`); the
 * proxy is empty and passes the focus on at once, so it is left exposed instead.
 */
function useFocusProxiesExposed(root: RefObject<HTMLElement | null>, openKey: string) {
  useLayoutEffect(() => {
    for (const proxy of root.current?.querySelectorAll('span[aria-hidden="true"][tabindex="0"]') ?? []) proxy.removeAttribute('aria-hidden');
  }, [root, openKey]);
}

/**
 * The desktop menu bar, a Radix navigation menu: dropdowns open on hover (after a short delay, so a
 * pointer passing by does not flash them) and from the keyboard (Enter or Space on the label, then
 * the arrow keys or Tab); Escape closes them and gives the focus back to their label; a press
 * outside or choosing a link closes them. Every panel is rendered, `hidden` while closed, so all
 * links are in the server HTML; until the scripts run, CSS opens a panel on hover and on focus
 * inside it (`data-enhanced` marks the bar once Radix has taken over).
 */
export interface DesktopNavProps {
  links: readonly NavLink[];
  label?: string;
  className?: string;
}

export function DesktopNav({ links, label = 'Main', className }: DesktopNavProps) {
  const [value, setValue] = useState('');
  const [subValue, setSubValue] = useState('');
  const root = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  useFocusProxiesExposed(root, `${value} ${subValue}`);
  const bar = useClickKeepsHoverOpen(value, (next) => {
    setValue(next);
    setSubValue('');
  });
  const state: OpenState = { value, subValue, sub: useClickKeepsHoverOpen(subValue, setSubValue) };

  // Radix hands Escape to its topmost layer only, which may be a closed panel (see inertWhileClosed):
  // the bar itself closes what is open and returns the focus to the dropdown's label.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || value === '') return;
    const trigger = root.current?.querySelector<HTMLElement>(`.desktop-nav__trigger[data-state='open']`);
    if (trigger && root.current?.contains(document.activeElement)) trigger.focus();
    bar.onValueChange('');
  };

  return (
    <NavigationMenu.Root
      ref={root}
      className={`desktop-nav${className ? ` ${className}` : ''}`}
      aria-label={label}
      delayDuration={120}
      value={value}
      onValueChange={bar.onValueChange}
      onKeyDown={closeOnEscape}
      data-enhanced={hydrated ? '' : undefined}
    >
      <NavigationMenu.List className="desktop-nav__list">
        {links.map((link) =>
          link.children?.length ? (
            <NavigationMenu.Item key={keyOf(link)} value={valueOf(link)} className="desktop-nav__item">
              {hasOwnPage(link) ? (
                // Our Specialties: the label goes to /services/, the chevron beside it opens the list.
                <span className="desktop-nav__split">
                  <MenuLink link={link} className="desktop-nav__link desktop-nav__link--parent" />
                  <NavigationMenu.Trigger
                    className="desktop-nav__trigger desktop-nav__trigger--toggle"
                    aria-label={submenuButtonName(link.label)}
                    onClick={bar.onTriggerClick(valueOf(link))}
                  >
                    <Chevron />
                  </NavigationMenu.Trigger>
                </span>
              ) : (
                <NavigationMenu.Trigger className="desktop-nav__trigger" onClick={bar.onTriggerClick(valueOf(link))}>
                  {link.label}
                  <Chevron />
                </NavigationMenu.Trigger>
              )}
              <NavigationMenu.Content
                forceMount
                hidden={value !== valueOf(link)}
                className="desktop-nav__panel"
                // Radix labels the panel by its trigger; HTML allows aria-labelledby on a div only with a role.
                role="group"
                {...inertWhileClosed(value === valueOf(link))}
              >
                <SubmenuList link={link} state={state} />
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
