// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

/** A press and click at a point (jsdom has no PointerEvent: a MouseEvent named pointerdown carries the point). */
function pressAt(target: HTMLElement, clientX: number, clientY: number) {
  fireEvent(target, new MouseEvent('pointerdown', { bubbles: true, clientX, clientY }));
  fireEvent.click(target, { clientX, clientY });
}

const hamburger = () => screen.getByRole('button', { name: 'Open menu' });

describe('MobileMenu', () => {
  it('opens a modal dialog from the hamburger, with the navigation and the extras, and locks page scrolling', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
    expect(hamburger().getAttribute('aria-expanded')).toBe('false');

    await user.click(hamburger());
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    // The native element (showModal in browsers), rendered into <body>, not inside the header.
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.parentElement).toBe(document.body);
    expect(hamburger().getAttribute('aria-expanded')).toBe('true');
    expect(dialog.className).toContain('mobile-menu--overlay');
    expect(within(dialog).getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Our Specialties' }).getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).getByRole('link', { name: 'Ready To Travel?' })).toBeTruthy();
    // The scroll lock marks the body; mobile-menu.css turns that into overflow: hidden.
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(true);
    // Focus moved into the dialog, onto its first control.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
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

  it('closes on Escape, even with the focus deep inside an expanded group', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    await user.click(screen.getByRole('button', { name: 'Our Specialties' }));
    screen.getByRole('link', { name: 'Family Travel' }).focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(hamburger());
    expect(document.body.hasAttribute('data-scroll-locked')).toBe(false);
  });

  it('closes on a click on the backdrop, not on a click inside the menu', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    const dialog = screen.getByRole('dialog');
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 390, height: 600 });
    pressAt(dialog, 200, 300);
    expect(screen.getByRole('dialog')).toBe(dialog);
    // Below the menu's box: on ::backdrop, whose events the browser gives to the dialog element.
    pressAt(dialog, 200, 800);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(hamburger());
  });

  it('keeps focus inside while open: Tab from the last control wraps to the first, Shift+Tab back', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(hamburger());
    const dialog = screen.getByRole('dialog');
    const last = within(dialog).getByRole('link', { name: 'Ready To Travel?' });
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    last.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
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

  it('opens with showModal() where the browser has it (top layer, inert page) and close()s on the way out', async () => {
    // jsdom has no showModal: stand in for the browser's, which opens the dialog as modal.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    try {
      const user = userEvent.setup();
      renderMenu();
      await user.click(hamburger());
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(showModal.mock.contexts[0]).toBe(screen.getByRole('dialog', { name: 'Menu' }));
      await user.click(screen.getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
      Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
    }
  });

  it('renders the safari variant as a slide-in panel', async () => {
    const user = userEvent.setup();
    renderMenu('panel');
    await user.click(hamburger());
    expect(screen.getByRole('dialog').className).toContain('mobile-menu--panel');
  });
});
