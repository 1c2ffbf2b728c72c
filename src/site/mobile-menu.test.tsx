// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderChrome, serverRendered } from './chrome-test-utils';
import { MobileMenu } from './mobile-menu';
import { flattenLinks } from './nav-links';
import { siteConfig } from './site-config';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

function renderMenu(variant: 'overlay' | 'panel' = 'overlay') {
  return renderChrome(
    <>
      <MobileMenu links={siteConfig.navigation} variant={variant} extras={<a href="/go/">Ready To Travel?</a>} />
      <CurrentPath />
    </>,
  );
}

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu', () => {
  it('opens a modal Radix dialog from the hamburger, with the navigation and the extras, and locks page scrolling', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');

    await user.click(hamburger());
    // The dialog's code arrives on that first press (a chunk of its own).
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    // Rendered into <body> (a portal), not inside the header; the rest of the page is hidden from
    // assistive technology while it is open.
    expect(dialog.closest('header')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(toggle.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.className).toContain('mobile-menu--overlay');
    expect(within(dialog).getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Our Specialties submenu' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByRole('link', { name: 'Ready To Travel?' })).toBeTruthy();
    // Radix's scroll lock marks the body (its style sheet turns that into overflow: hidden).
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    // Focus moved into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('a keyboard user who tabs to the hamburger keeps the focus on it while its dialog code arrives', async () => {
    const user = userEvent.setup();
    renderMenu();
    const before = hamburger();
    await user.tab();
    expect(document.activeElement).toBe(before);
    // Focus asks for the dialog's chunk; once it is there the dialog is mounted (closed) beside
    // the same button, which keeps the focus and opens it with Enter.
    await import('./mobile-menu-dialog');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hamburger()).toBe(before);
    expect(document.activeElement).toBe(before);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(before.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on the close button and gives focus back to the hamburger', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(hamburger());
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes on Escape, even with the focus deep inside an expanded group', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'Our Specialties submenu' }));
    screen.getByRole('link', { name: 'Family Travel' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(hamburger());
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('keeps focus inside while open: Tab from the last control wraps to the first, Shift+Tab back', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    const dialog = await screen.findByRole('dialog');
    const last = within(dialog).getByRole('link', { name: 'Ready To Travel?' });
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    last.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(last);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes when a link is chosen, and the route changes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'Our Specialties submenu' }));
    await user.click(screen.getByRole('button', { name: 'Theme Park Vacation' }));
    await user.click(screen.getByRole('link', { name: 'Universal Studios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('current path').textContent).toBe('/universal-studios-vacations/');
  });

  it('renders the safari variant as a slide-in panel', async () => {
    const user = userEvent.setup();
    renderMenu('panel');
    await user.click(hamburger());
    expect((await screen.findByRole('dialog')).className).toContain('mobile-menu--panel');
  });

  it('server HTML: a <details> menu holding every link, no dialog; after hydration the hamburger opens the dialog', () => {
    const page = serverRendered(<MobileMenu links={siteConfig.navigation} />);
    const { container } = page;
    try {
      const details = container.querySelector('details.mobile-menu-fallback');
      expect(details?.querySelector('summary')?.textContent).toBe('Menu');
      expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
        flattenLinks(siteConfig.navigation).map((link) => link.href),
      );
      // The groups open without scripts too.
      expect([...container.querySelectorAll('details.collapsible-group > summary')].map((summary) => summary.textContent)).toEqual([
        'Our Specialties',
        'Theme Park Vacation',
        'About Us',
        'Plans',
      ]);

      page.hydrate();
      expect(page.mismatches).toEqual([]);
      expect(container.querySelector('details')).toBeNull();
      expect(within(container).getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    } finally {
      page.cleanup();
    }
  });

  it('a menu the visitor opened before the scripts started is still open once they run, as the dialog', async () => {
    const page = serverRendered(<MobileMenu links={siteConfig.navigation} />);
    page.container.querySelector('details')?.setAttribute('open', '');
    try {
      page.hydrate();
      expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy();
      expect(within(page.container).getByRole('button', { name: 'Open menu', hidden: true }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      page.cleanup();
    }
  });
});
