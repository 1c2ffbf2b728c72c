// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { SectionStatus } from '../../engine/block';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { SiteSettingsProvider } from '../shared/site-settings';
import { testSiteSettings } from '../shared/test-site-settings';
import { block } from './index';

afterEach(cleanup);

const post = {
  blogId: 3,
  title: 'Kenya Safari with Kids: What to Expect',
  description: 'First paragraph.\n\nSecond paragraph.',
  image: '/images/demo/blog-3.svg',
  createdAt: '2026-02-24T17:00:00.000Z',
  authorName: 'James Ortega',
  categories: ['1'],
  categoryNames: ['Family Travel', 'Safari'],
};
const other = { blogId: 9, title: 'Packing Light', categories: [] };

const listAnswer = { success: true, data: { blogs: [other, post] } };
const context = testContext({ params: { slug: 'kenya-safari-with-kids-what-to-expect' } }, { path: '/:slug/', pageId: undefined });

describe('blog-detail block', () => {
  it("shows the hero image, title, 'Published on {date} by {author}', Categories and Blog Details", () => {
    const { container } = renderBlock(block, { content: post });
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByRole('img', { name: post.title }).getAttribute('src')).toBe(post.image);
    expect(container.querySelector('.blog-detail__published')?.textContent).toBe('Published on February 24, 2026 by James Ortega');
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Family Travel', 'Safari']);
    expect(screen.getByRole('heading', { level: 2, name: 'Blog Details' })).toBeTruthy();
    // The text keeps its line breaks (white-space: pre-line in the stylesheet).
    expect(container.querySelector('.blog-detail__text')?.textContent).toBe(post.description);
  });

  it("reads an empty or blank author as missing ('by Unknown'), and a date without a time as that day", () => {
    for (const authorName of ['', '   ']) {
      const { container, unmount } = renderBlock(block, { content: { ...post, authorName, createdAt: '2026-01-02' } });
      expect(container.querySelector('.blog-detail__published')?.textContent).toBe('Published on January 2, 2026 by Unknown');
      expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-02');
      unmount();
    }
  });

  it("falls back to the author 'Unknown' and the blog image", () => {
    const { container } = renderBlock(block, { content: { ...post, authorName: null, image: null } });
    expect(container.querySelector('.blog-detail__published')?.textContent).toBe('Published on February 24, 2026 by Unknown');
    expect(screen.getByRole('img', { name: post.title }).getAttribute('src')).toBe('/images/fallback/blog.svg');
  });

  function LocationProbe() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it('sends the visitor to /blog/ when the post failed to load or is invalid; waits while loading', () => {
    for (const status of ['failed', 'invalid'] as SectionStatus[]) {
      const Detail = block.component;
      const { unmount } = render(
        <SiteSettingsProvider settings={testSiteSettings}>
          <MemoryRouter initialEntries={['/no-such-post/']}>
            <Detail props={block.props.parse({})} content={undefined} status={status} context={context} />
            <LocationProbe />
          </MemoryRouter>
        </SiteSettingsProvider>,
      );
      expect(screen.getByTestId('where').textContent).toBe('/blog/');
      unmount();
    }
    const { container } = renderBlock(block, { status: 'loading' });
    expect(container.innerHTML).toBe('');
  });

  it('finds the post by slug in Blogs/list, then loads Blogs/details/{blogId}', async () => {
    const read = fakeReader({
      'Blogs/list': listAnswer,
      'Blogs/details': (body: unknown) => ({ success: true, data: [{ ...post, description: `details for ${JSON.stringify(body)}` }] }),
    });
    const loaded = await runLoad(block, read, { context });
    expect(loaded).toMatchObject({ blogId: 3, description: 'details for {"blogId":3}' });
    expect(read.calls).toEqual([
      { call: 'Blogs/list', body: {} },
      { call: 'Blogs/details', body: { blogId: 3 } },
    ]);
  });

  it('fails for an unknown slug, a failed list, a failed details call and empty details', async () => {
    const unknown = testContext({ params: { slug: 'no-such-post' } }, { path: '/:slug/' });
    await expect(runLoad(block, fakeReader({ 'Blogs/list': listAnswer }), { context: unknown })).rejects.toThrow('no blog post');
    await expect(runLoad(block, fakeReader({}), { context })).rejects.toThrow('Blogs/list');
    await expect(runLoad(block, fakeReader({ 'Blogs/list': listAnswer }), { context })).rejects.toThrow('Blogs/details');
    const empty = fakeReader({ 'Blogs/list': listAnswer, 'Blogs/details': { success: true, data: [] } });
    await expect(runLoad(block, empty, { context })).rejects.toThrow('Blogs/details');
  });
});
