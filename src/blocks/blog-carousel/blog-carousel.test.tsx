// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { announcement, clickAndSettle, renderMeasuredAt, pressArrowKey, restoreWindowWidth, shownSlides } from '../shared/carousel-test-utils';
import { block } from './index';

afterEach(() => {
  cleanup();
  restoreWindowWidth();
});

const long = 'A'.repeat(140) + 'BCDEFGHIJKLMNOPQRSTUVWXYZ';
const posts = [
  { blogId: 1, title: 'Disney Tips', description: long, image: '/images/demo/blog-1.svg', createdAt: '2026-01-14T16:00:00.000Z', authorName: 'Sarah Mitchell', categories: ['1'] },
  { blogId: 2, title: 'Honeymoon Ideas', description: 'Not in category 1', categories: ['2'] },
  { blogId: 3, title: 'Ski Weekends', description: 'Short text', authorName: null, image: null, categories: ['4', '1'] },
  { blogId: 4, title: 'Safari Days', description: 'Lions', categories: ['1'] },
  { blogId: 5, title: 'Cruise Season', description: 'Ships', categories: ['1'] },
];

/** Rendered and measured at a window this wide (a 1 ms transition, so each move lands at once). */
async function renderAt(width: number, content: unknown = posts) {
  return renderMeasuredAt(width, () => renderBlock(block, { content, props: { transitionMs: 1 } }));
}

/** The titles of the posts in view, left to right. */
const shownTitles = (container: HTMLElement) =>
  [...container.querySelectorAll('.react-multi-carousel-item[aria-hidden="false"] .blog-slide__title')].map((title) => title.textContent);

/** The first copy of each card (the infinite loop clones some). */
function cardsInOrder(container: HTMLElement) {
  const byPosition = new Map<string, HTMLElement>();
  for (const slide of container.querySelectorAll<HTMLElement>('[data-slide]')) {
    const position = slide.getAttribute('data-slide')!;
    if (!byPosition.has(position)) byPosition.set(position, slide.querySelector('article')!);
  }
  return [...byPosition].sort(([a], [b]) => Number(a) - Number(b)).map(([, card]) => card);
}

describe('blog-carousel block', () => {
  it('shows only posts in category "1" under the heading Travel Blog', async () => {
    const { container } = await renderAt(1280);
    expect(screen.getByRole('heading', { name: 'Travel Blog', level: 2 })).toBeTruthy();
    expect(cardsInOrder(container).map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Disney Tips',
      'Ski Weekends',
      'Safari Days',
      'Cruise Season',
    ]);
  });

  it('cuts descriptions at 150 characters plus "..." and keeps short ones whole', () => {
    renderBlock(block, { content: posts });
    expect(screen.getAllByText(`${long.slice(0, 150)}...`).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Short text').length).toBeGreaterThan(0);
  });

  it("shows 0 Comments, the category 'Travel', the author or 'Admin', and a card link to /blog/", async () => {
    const { container } = await renderAt(1280);
    const cards = cardsInOrder(container);
    expect(within(cards[0]!).getByText('0 Comments')).toBeTruthy();
    expect(within(cards[0]!).getByText('Travel')).toBeTruthy();
    expect(within(cards[0]!).getByText('Sarah Mitchell')).toBeTruthy();
    expect(within(cards[0]!).getByText('January 14, 2026')).toBeTruthy();
    expect(within(cards[1]!).getByText('Admin')).toBeTruthy();
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toBe('/images/fallback/blog.svg');
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toBe('/blog/');
  });

  it('shows 3, 2 and 1 posts by width (from 1024 px, from 768 px, below)', async () => {
    const shown: number[] = [];
    for (const width of [1280, 1024, 1023, 768, 767, 390]) {
      const { container, unmount } = await renderAt(width);
      shown.push(shownSlides(container).length);
      unmount();
    }
    expect(shown).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('moves one post with the arrows (in the markup; CSS shows them from 768 px), wrapping at both ends', async () => {
    const { container } = await renderAt(800);
    expect(shownTitles(container)).toEqual(['Disney Tips', 'Ski Weekends']);
    await clickAndSettle(screen.getByRole('button', { name: 'Previous posts' }));
    expect(shownTitles(container)).toEqual(['Cruise Season', 'Disney Tips']);
    await clickAndSettle(screen.getByRole('button', { name: 'Next posts' }));
    await clickAndSettle(screen.getByRole('button', { name: 'Next posts' }));
    expect(shownTitles(container)).toEqual(['Ski Weekends', 'Safari Days']);
  });

  it('moves with the arrow keys, wrapping too, and says which posts are in view', async () => {
    const { container } = await renderAt(390);
    expect(announcement(container)).toBe('');
    await pressArrowKey(container, 'ArrowLeft');
    expect(shownTitles(container)).toEqual(['Cruise Season']);
    expect(announcement(container)).toBe('Showing slide 4 of 4');
    await pressArrowKey(container, 'ArrowRight');
    expect(shownTitles(container)).toEqual(['Disney Tips']);
    expect(announcement(container)).toBe('Showing slide 1 of 4');
  });

  it('takes the posts out of view out of the tab order', async () => {
    const { container } = await renderAt(390);
    const items = [...container.querySelectorAll<HTMLElement>('.react-multi-carousel-item')];
    expect(items.filter((item) => !item.hasAttribute('inert')).map((item) => item.querySelector('.blog-slide__title')?.textContent)).toEqual(['Disney Tips']);
  });

  it('renders nothing while loading, on failure, when empty and when no post is in category "1"', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }, { content: [posts[1]] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('has no arrows for a single post', async () => {
    await renderAt(1280, posts.slice(0, 1));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Disney Tips')).toBeTruthy();
  });

  it('loads the blogs of Blogs/list, and fails when the call fails', async () => {
    const read = fakeReader({ 'Blogs/list': { success: true, data: { blogs: posts } } });
    await expect(runLoad(block, read)).resolves.toEqual(posts);
    expect(read.calls).toEqual([{ call: 'Blogs/list', body: {} }]);
    await expect(runLoad(block, fakeReader({}))).rejects.toThrow('Blogs/list');
  });
});
