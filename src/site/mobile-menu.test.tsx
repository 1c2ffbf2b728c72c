// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderChrome } from './chrome-test-utils';
import { MobileMenu } from './mobile-menu';
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
  it('opens a modal dialog from the hamburger, with the navigation and the extras, and locks page scrolling', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);

    await user.click(hamburger());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog.className).toContain('mobile-menu--overlay');
    expect(within(dialog).getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Our Specialties' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByRole('link', { name: 'Ready To Travel?' })).toBeTruthy();
    // Radix's scroll lock marks the body; its style sheet turns that into overflow: hidden.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    // Focus moved into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on the close button and gives focus back to the hamburger', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(hamburger());
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(hamburger());
  });

  it('keeps focus inside while open (Tab wraps around)', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes when a link is chosen, and the route changes', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'Our Specialties' }));
    await user.click(screen.getByRole('button', { name: 'Theme Park Vacation' }));
    await user.click(screen.getByRole('link', { name: 'Universal Studios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('current path').textContent).toBe('/universal-studios-vacations/');
  });

  it('renders the safari variant as a slide-in panel', async () => {
    const user = userEvent.setup();
    renderMenu('panel');
    await user.click(hamburger());
    expect(screen.getByRole('dialog').className).toContain('mobile-menu--panel');
  });
});
