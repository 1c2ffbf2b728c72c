// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

// jsdom does not implement scrolling: record the calls, and move scrollLeft as a browser would.
const scrolls: ScrollToOptions[] = [];
beforeAll(() => {
  Element.prototype.scrollBy = function scrollBy(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object') {
      scrolls.push(options);
      this.scrollLeft += options.left ?? 0;
    }
  } as Element['scrollBy'];
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object') {
      scrolls.push({ ...options, top: -1 });
      this.scrollLeft = options.left ?? 0;
    }
  } as Element['scrollTo'];
});

const long = `${'Our trip was wonderful. '.repeat(8)}THE END`;
const testimonials = [
  { id: 1, name: 'Maria Alvarez', image: '/images/demo/guest-1.svg', rating: '5', description: long },
  { id: 2, name: 'Janelle Thompson', image: null, rating: '0', description: 'Short and sweet.' },
  { id: 3, name: 'Robert Hughes', image: '/images/demo/guest-3.svg', rating: '3.6', description: `${long} again` },
];

const card = (container: HTMLElement, id: number) => container.querySelector<HTMLElement>(`[data-testimonial-id="${id}"]`)!;

describe('testimonial-carousel block', () => {
  it('shows name, photo (default profile picture when missing) and 0 to 5 stars from the rating text', () => {
    const { container } = renderBlock(block, { content: testimonials });
    const maria = card(container, 1);
    expect(within(maria).getByRole('heading', { name: 'Maria Alvarez' })).toBeTruthy();
    expect(within(maria).getByRole('img', { name: 'Maria Alvarez' }).getAttribute('src')).toBe('/images/demo/guest-1.svg');
    expect(within(maria).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    const janelle = card(container, 2);
    expect(within(janelle).getByRole('img', { name: 'Janelle Thompson' }).getAttribute('src')).toBe('/images/fallback/profile.svg');
    expect(within(janelle).getByRole('img', { name: 'Rated 0 out of 5' })).toBeTruthy();
    expect(within(card(container, 3)).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
  });

  it('clips text over 150 characters (the whole text in the HTML) with Read More, and unclips it with Read Less', () => {
    const { container } = renderBlock(block, { content: testimonials });
    const maria = card(container, 1);
    const text = maria.querySelector('p')!;
    // Without scripts index.html's <noscript> style shows .read-more-text whole and hides the toggle.
    expect(text.textContent).toBe(long);
    expect(text.className).toContain('testimonial-card__text--collapsed');
    expect(text.className).toContain('read-more-text');
    const more = within(maria).getByRole('button', { name: 'Read More' });
    expect(more.className).toContain('read-more-toggle');
    fireEvent.click(more);
    expect(text.className).not.toContain('collapsed');
    const toggle = within(maria).getByRole('button', { name: 'Read Less' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(text.className).toContain('testimonial-card__text--collapsed');
  });

  it('has no Read More for text of 150 characters or fewer', () => {
    const { container } = renderBlock(block, { content: testimonials });
    expect(within(card(container, 2)).queryByRole('button')).toBeNull();
    expect(within(card(container, 2)).getByText('Short and sweet.')).toBeTruthy();
  });

  it('moves 300 px per scroll button and collapses an expanded card on any change of card', () => {
    const { container } = renderBlock(block, { content: testimonials });
    fireEvent.click(within(card(container, 1)).getByRole('button', { name: 'Read More' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll testimonials right' }));
    expect(scrolls.at(-1)).toMatchObject({ left: 300 });
    expect(within(card(container, 1)).getByRole('button', { name: 'Read More' })).toBeTruthy();

    fireEvent.click(within(card(container, 3)).getByRole('button', { name: 'Read More' }));
    const track = container.querySelector('ul')!;
    track.scrollLeft += 280;
    fireEvent.scroll(track);
    expect(within(card(container, 3)).getByRole('button', { name: 'Read More' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Scroll testimonials left' }));
    expect(scrolls.at(-1)).toMatchObject({ left: -300 });
  });

  it('wraps at both ends: previous at the start goes to the last card, next at the end to the first', () => {
    const { container } = renderBlock(block, { content: testimonials });
    const track = container.querySelector('ul')!;
    // jsdom has no layout: a row of 900 px in a 400 px window.
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 900 });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 });
    fireEvent.click(screen.getByRole('button', { name: 'Scroll testimonials left' }));
    expect(scrolls.at(-1)).toMatchObject({ left: 500, top: -1 });
    expect(track.scrollLeft).toBe(500);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll testimonials right' }));
    expect(scrolls.at(-1)).toMatchObject({ left: 0, top: -1 });
    expect(track.scrollLeft).toBe(0);
  });

  it('drops a testimonial whose rating is out of range or not a number, and shows the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderBlock(block, {
      content: [...testimonials, { id: 4, name: 'Bad Seven', rating: '7' }, { id: 5, name: 'Bad Text', rating: 'abc' }],
    });
    expect(screen.queryByText('No testimonials available.')).toBeNull();
    expect(container.querySelectorAll('[data-testimonial-id]')).toHaveLength(3);
    expect(screen.queryByText('Bad Seven')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('expands one card at a time', () => {
    const { container } = renderBlock(block, { content: testimonials });
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
