// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const long = 'A'.repeat(140) + 'BCDEFGHIJKLMNOPQRSTUVWXYZ';
const posts = [
  { blogId: 1, title: 'Disney Tips', description: long, image: '/images/demo/blog-1.svg', createdAt: '2026-01-14T16:00:00.000Z', authorName: 'Sarah Mitchell', categories: ['1'] },
  { blogId: 2, title: 'Honeymoon Ideas', description: 'Not in category 1', categories: ['2'] },
  { blogId: 3, title: 'Ski Weekends', description: 'Short text', authorName: null, image: null, categories: ['4', '1'] },
];

describe('blog-carousel block', () => {
  it('shows only posts in category "1" under the heading Travel Blog', () => {
    renderBlock(block, { content: posts });
    expect(screen.getByRole('heading', { name: 'Travel Blog', level: 2 })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Disney Tips', 'Ski Weekends']);
  });

  it('cuts descriptions at 150 characters plus "..." and keeps short ones whole', () => {
    renderBlock(block, { content: posts });
    expect(screen.getByText(`${long.slice(0, 150)}...`)).toBeTruthy();
    expect(screen.getByText('Short text')).toBeTruthy();
  });

  it("shows 0 Comments, the category 'Travel', the author or 'Admin', and a card link to /blog/", () => {
    renderBlock(block, { content: posts });
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByText('0 Comments')).toBeTruthy();
    expect(within(cards[0]!).getByText('Travel')).toBeTruthy();
    expect(within(cards[0]!).getByText('Sarah Mitchell')).toBeTruthy();
    expect(within(cards[0]!).getByText('January 14, 2026')).toBeTruthy();
    expect(within(cards[1]!).getByText('Admin')).toBeTruthy();
    expect(cards[1]!.querySelector('img')?.getAttribute('src')).toBe('/images/fallback/blog.svg');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toBe('/blog/');
  });

  it('has the arrow buttons in the markup (CSS shows them from 768 px)', () => {
    renderBlock(block, { content: posts });
    expect(screen.getByRole('button', { name: 'Previous posts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next posts' })).toBeTruthy();
  });

  it('renders nothing while loading, on failure, when empty and when no post is in category "1"', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }, { content: [posts[1]] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('loads the blogs of Blogs/list, and fails when the call fails', async () => {
    const read = fakeReader({ 'Blogs/list': { success: true, data: { blogs: posts } } });
    await expect(runLoad(block, read)).resolves.toEqual(posts);
    expect(read.calls).toEqual([{ call: 'Blogs/list', body: {} }]);
    await expect(runLoad(block, fakeReader({}))).rejects.toThrow('Blogs/list');
  });
});
