// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { regionsFallback, regionsHandler, renderChrome } from './chrome-test-utils';
import { loadDesktopNav } from './deferred-desktop-nav';
import { layoutNames, layouts } from './layouts';
import { specCountryNavigation, specSocialNetworks } from './spec-navigation-table';

const server = setupServer(regionsHandler());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The headers render the menu bar at once when its code is loaded (the server's case).
beforeAll(() => loadDesktopNav());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderLayout(name: string) {
  const Layout = layouts[name]!.component;
  return renderChrome(
    <Layout page={null}>
      <h1>Page body</h1>
    </Layout>,
    { fallback: regionsFallback() },
  );
}

const header = () => screen.getByRole('banner');
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('layout variants', () => {
  it('offers exactly the five layouts a page config may name', () => {
    expect(layoutNames.sort()).toEqual(['country', 'landing', 'landing-family', 'safari', 'standard']);
  });

  it.each(layoutNames)('%s: skip link, header with the logo home, the page as main, the shared footer', (name) => {
    renderLayout(name);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    expect(hrefOf(within(header()).getByRole('link', { name: 'Travel N Relax home' }))).toBe('/');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Page body' })).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Footer' })).toBeTruthy();
    // The landing headers leave the page's one 'Ready To Travel?' button to the landing banner.
    if (!name.startsWith('landing')) {
      expect(within(header()).getAllByRole('link', { name: 'Ready To Travel?' })[0]!.getAttribute('href')).toBe('/go/');
    }
  });

  it('standard: the menu bar with dropdown buttons, plain links, social links and the hamburger', () => {
    renderLayout('standard');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    for (const name of ['Our Specialties submenu', 'About Us', 'Plans']) {
      expect(within(nav).getByRole('button', { name }).getAttribute('aria-expanded')).toBe('false');
    }
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, hrefOf(link)])).toEqual([
      ['Home', '/'],
      // Our Specialties is a link to its page beside the button that opens its list.
      ['Our Specialties', '/services/'],
      ['Blog', '/blog/'],
      ['Contact Us', '/go/'],
    ]);
    for (const network of specSocialNetworks) {
      expect(within(header()).getByRole('link', { name: new RegExp(`on ${network}`) }).getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(header()).getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('standard: Our Specialties opens from the keyboard, with the nested Theme Park submenu', async () => {
    const user = userEvent.setup();
    renderLayout('standard');
    const trigger = within(header()).getByRole('button', { name: 'Our Specialties submenu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(hrefOf(within(header()).getByRole('link', { name: 'Our Specialties' }))).toBe('/services/');
    expect(hrefOf(within(header()).getByRole('link', { name: 'Kenya Safari' }))).toBe('/landing-kenya-vacations/');
    const themePark = within(header()).getByRole('button', { name: 'Theme Park Vacation' });
    themePark.focus();
    await user.keyboard('{Enter}');
    expect(themePark.getAttribute('aria-expanded')).toBe('true');
    expect(hrefOf(within(header()).getByRole('link', { name: 'Universal Studios' }))).toBe('/universal-studios-vacations/');
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('country: HOME, DESTINATION, EXPERIENCES, CONTACT US, the phone, its own mobile menu', async () => {
    const user = userEvent.setup();
    renderLayout('country');
    const nav = within(header()).getByRole('navigation', { name: 'Country' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, hrefOf(link)])).toEqual(specCountryNavigation);
    expect(within(header()).getAllByRole('link', { name: '(303) 555-0148' })[0]!.getAttribute('href')).toBe('tel:+13035550148');
    expect(within(header()).getAllByRole('link', { name: /on Facebook/ })).toHaveLength(1);

    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getAllByRole('link', { name: /^[A-Z ]+$/ }).map((link) => [link.textContent, hrefOf(link)])).toEqual(
      specCountryNavigation,
    );
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
  });

  it("safari: its own labels ('Specialties', 'Honeymoon Getaways', 'All Inclusive Vacation') and a slide-in panel", async () => {
    const user = userEvent.setup();
    renderLayout('safari');
    const nav = within(header()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Our Specialties' })).toBeNull();
    const specialties = within(nav).getByRole('button', { name: 'Specialties submenu' });
    specialties.focus();
    await user.keyboard('{Enter}');
    expect(hrefOf(within(header()).getByRole('link', { name: 'Honeymoon Getaways' }))).toBe('/honeymoon/');
    expect(hrefOf(within(header()).getByRole('link', { name: 'All Inclusive Vacation' }))).toBe('/all-inclusive-vacations/');
    await user.keyboard('{Escape}');

    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(panel.className).toContain('mobile-menu--panel');
    await user.click(within(panel).getByRole('button', { name: 'Specialties submenu' }));
    await user.click(within(panel).getByRole('button', { name: 'Theme Park Vacation' }));
    expect(hrefOf(within(panel).getByRole('link', { name: 'Disney' }))).toBe('/disney-vacations/');
  });

  it.each([
    ['landing', true],
    ['landing-family', false],
  ])('%s: no button of its own (the landing banner has the one), social links at the edge, a menu toggle: %s', (name, hasMenu) => {
    renderLayout(name);
    expect(within(header()).queryByRole('link', { name: 'Ready To Travel?' })).toBeNull();
    expect(within(header()).queryByRole('navigation', { name: 'Main' })).toBeNull();
    const social = within(header()).getAllByRole('link', { name: /opens in a new tab/ });
    expect(social).toHaveLength(6);
    expect(social[0]!.closest('ul')?.className).toContain('social-links--rail');
    expect(within(header()).queryByRole('button', { name: 'Open menu' }) !== null).toBe(hasMenu);
  });
});
