// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderChrome, serverRendered } from './chrome-test-utils';
import { DesktopNav } from './desktop-nav';
import { flattenLinks } from './nav-links';
import { siteConfig } from './site-config';

const renderNav = () => renderChrome(<DesktopNav links={siteConfig.navigation} />);
const button = (name: string) => screen.getByRole('button', { name });
/** The panel an open dropdown button names in aria-controls. */
const panelOf = (trigger: HTMLElement) => {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`${trigger.textContent}: aria-controls names no element`);
  return panel;
};

describe('DesktopNav', () => {
  it('server HTML: every link of every dropdown, in hidden panels; it hydrates without a mismatch and marks the bar enhanced', () => {
    const page = serverRendered(<DesktopNav links={siteConfig.navigation} />);
    const { container } = page;
    try {
      const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(flattenLinks(siteConfig.navigation).map((link) => link.href));
      const panels = [...container.querySelectorAll<HTMLElement>('.desktop-nav__panel, .desktop-nav__flyout')];
      expect(panels.map((panel) => panel.hidden)).toEqual([true, true, true, true]);
      expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(false);

      page.hydrate();
      expect(page.mismatches).toEqual([]);
      expect(container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(true);
    } finally {
      page.cleanup();
    }
  });

  it('Enter opens a dropdown, ArrowDown enters it, Escape closes it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderNav();
    const trigger = button('Our Specialties submenu');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = panelOf(trigger);
    expect(panel.hidden).toBe(false);
    // The list holds the specialties; /services/ itself is the label's link, outside the panel.
    expect(within(panel).queryByRole('link', { name: 'All Specialties' })).toBeNull();
    // The current page is marked.
    expect(within(panel).getByRole('link', { name: 'Family Travel' }).getAttribute('aria-current')).toBe('page');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Family Travel');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Group Travel');

    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'Family Travel' })).toBeNull();
  });

  it('a second dropdown replaces the first; a click on a label the pointer has just opened keeps it open, a second click closes it', async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(button('About Us'));
    expect(button('About Us').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe('/review/');
    await user.click(button('Plans'));
    expect(button('Plans').getAttribute('aria-expanded')).toBe('true');
    expect(button('About Us').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Leave a Review' })).toBeNull();
    await user.click(button('Plans'));
    expect(button('Plans').getAttribute('aria-expanded')).toBe('false');
  });

  it('the nested flyout opens with ArrowRight onto its first link; Escape inside closes everything and focuses the bar', async () => {
    const user = userEvent.setup();
    renderNav();
    button('Our Specialties submenu').focus();
    await user.keyboard('{Enter}');
    const themePark = button('Theme Park Vacation');
    expect(themePark.getAttribute('aria-expanded')).toBe('false');
    themePark.focus();
    await user.keyboard('{Enter}');
    expect(themePark.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('href')).toBe('/disney-vacations/');
    await user.keyboard('{Escape}');
    expect(button('Our Specialties submenu').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Our Specialties submenu'));
  });

  it('the focus proxy Radix puts after an open button is not aria-hidden (axe aria-hidden-focus)', async () => {
    const user = userEvent.setup();
    const { container } = renderNav();
    await user.click(button('About Us'));
    const proxies = [...container.querySelectorAll('span[tabindex="0"]')];
    expect(proxies.length).toBeGreaterThan(0);
    expect(proxies.filter((proxy) => proxy.hasAttribute('aria-hidden'))).toEqual([]);
  });

  it('closes on a press outside and when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNav();
    const trigger = button('About Us');
    await user.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger);
    await user.click(screen.getByRole('link', { name: 'Leave a Review' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('arrow keys move along the menu bar', async () => {
    const user = userEvent.setup();
    renderNav();
    screen.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Our Specialties' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Our Specialties submenu'));
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Contact Us');
  });
});
