// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { announcement, clickAndSettle, pressArrowKey, renderMeasuredAt, restoreWindowWidth, shownSlides } from '../shared/carousel-test-utils';
import { block } from './index';

afterEach(() => {
  cleanup();
  restoreWindowWidth();
});

const long = `${'Our trip was wonderful. '.repeat(8)}THE END`;
const testimonials = [
  { id: 1, name: 'Maria Alvarez', image: '/images/demo/guest-1.svg', rating: '5', description: long },
  { id: 2, name: 'Janelle Thompson', image: null, rating: '0', description: 'Short and sweet.' },
  { id: 3, name: 'Robert Hughes', image: '/images/demo/guest-3.svg', rating: '3.6', description: `${long} again` },
];

/** The card of this testimonial in view, else its first copy (the infinite loop clones some). */
const card = (container: HTMLElement, id: number) =>
  container.querySelector<HTMLElement>(`.react-multi-carousel-item[aria-hidden="false"] [data-testimonial-id="${id}"]`) ??
  container.querySelector<HTMLElement>(`[data-testimonial-id="${id}"]`)!;

/** Rendered and measured at a window this wide (a 1 ms transition, so each move lands at once). */
const renderAt = (width: number, props: Record<string, unknown> = {}) =>
  renderMeasuredAt(width, () => renderBlock(block, { content: testimonials, props: { transitionMs: 1, ...props } }));

/** A text as it shows: its parts without the `hidden` attribute (jsdom lays nothing out). */
const shownText = (element: Element): string =>
  [...element.childNodes].map((node) => (node instanceof Element ? (node.hasAttribute('hidden') ? '' : shownText(node)) : (node.textContent ?? ''))).join('');

/** The names on the cards in view, left to right. */
const shownNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"] .testimonial-card__name')].map((name) => name.textContent);

describe('testimonial-carousel block', () => {
  it('shows name, photo (default profile picture when missing) and 0 to 5 stars from the rating text', async () => {
    const { container } = await renderAt(1280);
    const maria = card(container, 1);
    expect(within(maria).getByRole('heading', { name: 'Maria Alvarez' })).toBeTruthy();
    expect(within(maria).getByRole('img', { name: 'Maria Alvarez' }).getAttribute('src')).toBe('/images/demo/guest-1.svg');
    expect(within(maria).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    const janelle = card(container, 2);
    expect(within(janelle).getByRole('img', { name: 'Janelle Thompson' }).getAttribute('src')).toBe('/images/fallback/profile.svg');
    expect(within(janelle).getByRole('img', { name: 'Rated 0 out of 5' })).toBeTruthy();
    expect(within(card(container, 3)).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('cuts text over 150 characters at 150 with "…" (spec 1 §9); Read More shows the whole text, Read Less the cut again', async () => {
    const { container } = await renderAt(1280);
    const maria = card(container, 1);
    const text = maria.querySelector('p')!;
    expect(shownText(text)).toBe(`${long.slice(0, 150)}…`);
    // The rest is in the HTML, hidden: shown whole without scripts (testimonial-carousel.css).
    expect(text.textContent).toBe(`${long.slice(0, 150)}…${long.slice(150)}`);
    const more = within(maria).getByRole('button', { name: 'Read More' });
    expect(more.className).toContain('read-more-toggle');
    expect(more.getAttribute('aria-controls')).toBe(text.id);
    fireEvent.click(more);
    expect(shownText(text)).toBe(long);
    const toggle = within(maria).getByRole('button', { name: 'Read Less' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(shownText(text)).toBe(`${long.slice(0, 150)}…`);
  });

  it('has no Read More for text of 150 characters or fewer', async () => {
    const { container } = await renderAt(1280);
    expect(within(card(container, 2)).queryByRole('button')).toBeNull();
    expect(within(card(container, 2)).getByText('Short and sweet.')).toBeTruthy();
  });

  it('shows 3, 2 and 1 cards by width (from 1024 px, from 640 px, below)', async () => {
    const shown: number[] = [];
    for (const width of [1280, 1024, 1023, 640, 639, 390]) {
      const { container, unmount } = await renderAt(width);
      shown.push(shownSlides(container).length);
      unmount();
    }
    expect(shown).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('moves one card with the buttons, wrapping at both ends: previous at the start shows the last card', async () => {
    const { container } = await renderAt(390);
    expect(shownNames(container)).toEqual(['Maria Alvarez']);
    await clickAndSettle(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownNames(container)).toEqual(['Robert Hughes']);
    await clickAndSettle(screen.getByRole('button', { name: 'Next testimonial' }));
    await clickAndSettle(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownNames(container)).toEqual(['Janelle Thompson']);
  });

  it('moves with the arrow keys, wrapping too, and says which cards are in view', async () => {
    const { container } = await renderAt(800);
    expect(shownNames(container)).toEqual(['Maria Alvarez', 'Janelle Thompson']);
    expect(announcement(container)).toBe('');
    await pressArrowKey(container, 'ArrowLeft');
    expect(shownNames(container)).toEqual(['Robert Hughes', 'Maria Alvarez']);
    expect(announcement(container)).toBe('Showing slides 3 and 1 of 3');
    await pressArrowKey(container, 'ArrowRight');
    expect(shownNames(container)).toEqual(['Maria Alvarez', 'Janelle Thompson']);
  });

  it('collapses an expanded card on any change of card', async () => {
    const { container } = await renderAt(390);
    fireEvent.click(within(card(container, 1)).getByRole('button', { name: 'Read More' }));
    expect(within(card(container, 1)).getByRole('button', { name: 'Read Less' })).toBeTruthy();
    await clickAndSettle(screen.getByRole('button', { name: 'Next testimonial' }));
    await clickAndSettle(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownNames(container)).toEqual(['Maria Alvarez']);
    expect(within(card(container, 1)).getByRole('button', { name: 'Read More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('drops a testimonial whose rating is out of range or not a number, and shows the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderBlock(block, {
      content: [...testimonials, { id: 4, name: 'Bad Seven', rating: '7' }, { id: 5, name: 'Bad Text', rating: 'abc' }],
    });
    expect(screen.queryByText('No testimonials available.')).toBeNull();
    const ids = new Set([...container.querySelectorAll('[data-testimonial-id]')].map((shown) => shown.getAttribute('data-testimonial-id')));
    expect([...ids].sort()).toEqual(['1', '2', '3']);
    expect(screen.queryByText('Bad Seven')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('expands one card at a time', async () => {
    const { container } = await renderAt(1280);
    fireEvent.click(within(card(container, 1)).getByRole('button', { name: 'Read More' }));
    fireEvent.click(within(card(container, 3)).getByRole('button', { name: 'Read More' }));
    expect(within(card(container, 1)).getByRole('button', { name: 'Read More' })).toBeTruthy();
    expect(within(card(container, 3)).getByRole('button', { name: 'Read Less' })).toBeTruthy();
  });

  it("reads 'No testimonials available.' when empty and when the call failed; nothing while loading", () => {
    for (const options of [{ content: [] }, { status: 'failed' as const }]) {
      const { unmount } = renderBlock(block, options);
      expect(screen.getByText('No testimonials available.')).toBeTruthy();
      unmount();
    }
    const { container } = renderBlock(block, { status: 'loading' });
    expect(container.innerHTML).toBe('');
  });

  it('hides when empty on the home page, and links names to /testimonials/ there', () => {
    const home = { hideWhenEmpty: true, cardLink: '/testimonials/', heading: 'Testimonials' };
    const { container, unmount } = renderBlock(block, { content: [], props: home });
    expect(container.innerHTML).toBe('');
    unmount();
    renderBlock(block, { content: testimonials, props: home });
    expect(screen.getByRole('link', { name: 'Maria Alvarez' }).getAttribute('href')).toBe('/testimonials/');
  });

  it('loads testimonials/testimonial_list, and fails when the call fails', async () => {
    const read = fakeReader({ 'testimonials/testimonial_list': { success: true, data: { testimonials } } });
    await expect(runLoad(block, read)).resolves.toEqual(testimonials);
    await expect(runLoad(block, fakeReader({}))).rejects.toThrow('testimonials/testimonial_list');
  });
});
