// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { pressArrowKey } from '../shared/carousel-test-utils';
import { block } from './index';

const windowWidth = window.innerWidth;
afterEach(() => {
  cleanup();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: windowWidth });
});

const reviews = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Reviewer ${id}`,
  rating: id === 4 ? 0 : id + 1,
  description: `Review text ${id}`,
}));

/** Renders the carousel measured at a window this wide (a 1 ms transition, so each move lands at once). */
async function renderAt(width: number, content: unknown = reviews) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  const rendered = renderBlock(block, { content, props: { heading: 'What Our Travelers Say', transitionMs: 1 } });
  await act(async () => window.dispatchEvent(new Event('resize')));
  return rendered;
}

/** The texts of the reviews in view (the carousel marks the others and its clones aria-hidden). */
const shownTexts = (container: HTMLElement) =>
  [...container.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"] .review-card__text')].map((text) => text.textContent);

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

async function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await settle();
}

describe('review-carousel block', () => {
  it('shows each review with a quote mark, its text, its stars and its name', async () => {
    await renderAt(1280);
    expect(screen.getByRole('heading', { name: 'What Our Travelers Say' })).toBeTruthy();
    const first = screen.getAllByRole('group', { name: '1 of 4' })[0]!;
    expect(within(first).getByText('Review text 1')).toBeTruthy();
    expect(within(first).getByText('Reviewer 1')).toBeTruthy();
    expect(within(first).getByText('“')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('aria-label')).toBe('Rated 2 out of 5');
  });

  it('draws 1 to 5 stars: a rating of 0 still shows one star', async () => {
    const { container } = await renderAt(1280);
    const last = container.querySelector('[data-slide="3"] [data-stars]');
    expect(last?.getAttribute('data-stars')).toBe('1');
    expect(last?.getAttribute('aria-label')).toBe('Rated 1 out of 5');
  });

  it('shows 3, 2 and 1 reviews by width (from 1024 px, from 768 px, below)', async () => {
    const shown: number[] = [];
    for (const width of [1280, 1024, 1023, 768, 767, 390]) {
      const { container, unmount } = await renderAt(width);
      shown.push(shownTexts(container).length);
      unmount();
    }
    expect(shown).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('moves by one with the arrows and wraps at both ends', async () => {
    const { container } = await renderAt(390);
    expect(shownTexts(container)).toEqual(['Review text 1']);
    await press('Previous review');
    expect(shownTexts(container)).toEqual(['Review text 4']);
    await press('Next review');
    expect(shownTexts(container)).toEqual(['Review text 1']);
    await press('Next review');
    expect(shownTexts(container)).toEqual(['Review text 2']);
  });

  it('moves with the arrow keys, wrapping too', async () => {
    const { container } = await renderAt(390);
    await pressArrowKey(container, 'ArrowLeft');
    expect(shownTexts(container)).toEqual(['Review text 4']);
    await pressArrowKey(container, 'ArrowRight');
    expect(shownTexts(container)).toEqual(['Review text 1']);
  });

  it('says which review is in view after the visitor moves it', async () => {
    const { container } = await renderAt(390);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    await press('Next review');
    expect(region?.textContent).toBe('Showing slide 2 of 4');
    await press('Previous review');
    await press('Previous review');
    expect(region?.textContent).toBe('Showing slide 4 of 4');
  });

  it('takes the reviews out of view out of the tab order', async () => {
    const { container } = await renderAt(390);
    const items = [...container.querySelectorAll<HTMLElement>('.react-multi-carousel-item')];
    expect(items.filter((item) => !item.hasAttribute('inert')).map((item) => item.querySelector('.review-card__text')?.textContent)).toEqual(['Review text 1']);
  });

  it('renders nothing while loading, on failure and with no review', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }, { content: undefined }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('has no arrows for a single review', async () => {
    await renderAt(1280, reviews.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Review text 1')).toBeTruthy();
  });
});
