// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChrome } from './chrome-test-utils';
import { DesktopNav } from './desktop-nav';
import { siteConfig } from './site-config';

const renderNav = () => renderChrome(<DesktopNav links={siteConfig.navigation} />);
const button = (name: string) => screen.getByRole('button', { name });
/** The element a dropdown button names in aria-controls: it must exist, open or closed. */
const panelOf = (trigger: HTMLElement) => {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`${trigger.textContent}: aria-controls names no element`);
  return panel;
};

/** A mouse pointer event (jsdom has no PointerEvent; React reads pointerType off the event). */
function mouse(type: 'pointerover' | 'pointerout' | 'pointerdown', target: Element, relatedTarget: Element | null = null) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(target, event);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DesktopNav', () => {
  it('renders on the server what the client hydrates: closed buttons whose aria-controls name existing, hidden panels', () => {
    const ui = (
      <MemoryRouter initialEntries={['/family-travel/']}>
        <DesktopNav links={siteConfig.navigation} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const triggers = within(container).getAllByRole('button');
    expect(triggers.map((trigger) => [trigger.textContent, trigger.getAttribute('aria-expanded')])).toEqual([
      ['Our Specialties', 'false'],
      ['About Us', 'false'],
      ['Plans', 'false'],
    ]);
    for (const trigger of triggers) expect(panelOf(trigger).hidden).toBe(true);

    const mismatches: unknown[] = [];
    let root: Root | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, ui, { onRecoverableError: (error) => mismatches.push(error) });
      });
      expect(mismatches).toEqual([]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('Enter opens a dropdown, ArrowDown enters it, Escape closes it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderNav();
    const trigger = button('Our Specialties');
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('data-state')).toBe('open');
    const panel = panelOf(trigger);
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('link', { name: 'All Specialties' }).getAttribute('href')).toBe('/services/');
    // The current page is marked.
    expect(within(panel).getByRole('link', { name: 'Family Travel' }).getAttribute('aria-current')).toBe('page');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('All Specialties');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Family Travel');

    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
    expect(panel.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'All Specialties' })).toBeNull();
  });

  it('Space toggles a dropdown, and a second dropdown replaces the first', async () => {
    const user = userEvent.setup();
    renderNav();
    button('About Us').focus();
    await user.keyboard(' ');
    expect(button('About Us').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Leave a Review' }).getAttribute('href')).toBe('/review/');
    // The pointer on its way opens Plans at once (one is open already); the click keeps it open.
    await user.click(button('Plans'));
    expect(button('Plans').getAttribute('aria-expanded')).toBe('true');
    expect(button('About Us').getAttribute('aria-expanded')).toBe('false');
    await user.click(button('Plans'));
    expect(button('Plans').getAttribute('aria-expanded')).toBe('false');
  });

  it('the nested flyout opens with ArrowRight onto its first link, ArrowLeft closes it; Escape inside closes everything', async () => {
    const user = userEvent.setup();
    renderNav();
    button('Our Specialties').focus();
    await user.keyboard('{Enter}');
    const themePark = button('Theme Park Vacation');
    expect(themePark.getAttribute('aria-expanded')).toBe('false');
    themePark.focus();
    await user.keyboard('{ArrowRight}');
    expect(themePark.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('href')).toBe('/disney-vacations/');
    await user.keyboard('{ArrowLeft}');
    expect(themePark.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(themePark);

    await user.keyboard('{Enter}');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Disney');
    await user.keyboard('{Escape}');
    expect(button('Our Specialties').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('Our Specialties'));
  });

  it('closes when the focus leaves it, on a press outside, and when a link is chosen', async () => {
    const user = userEvent.setup();
    renderNav();
    const trigger = button('About Us');
    await user.click(trigger);
    act(() => screen.getByRole('link', { name: 'Blog' }).focus());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await user.click(trigger);
    mouse('pointerdown', document.body);
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
    expect(document.activeElement).toBe(button('Our Specialties'));
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Contact Us');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Home');
  });

  it('hovering opens after a short delay, another label switches at once, leaving closes after a short delay', () => {
    vi.useFakeTimers();
    renderNav();
    const specialties = button('Our Specialties');
    mouse('pointerover', specialties, document.body);
    expect(specialties.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(120));
    expect(specialties.getAttribute('aria-expanded')).toBe('true');

    const about = button('About Us');
    mouse('pointerout', specialties, about);
    mouse('pointerover', about, specialties);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    expect(specialties.getAttribute('aria-expanded')).toBe('false');
    // The late close of the first one does not shut the second.
    act(() => vi.advanceTimersByTime(500));
    expect(about.getAttribute('aria-expanded')).toBe('true');

    mouse('pointerout', about, document.body);
    expect(about.getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(150));
    expect(about.getAttribute('aria-expanded')).toBe('false');
  });
});
