// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteSettingsProvider } from '../shared/site-settings';
import { testSiteSettings } from '../shared/test-site-settings';
import { renderBlock, testContext } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const posts = [
  {
    blogId: 7,
    title: 'Disney World: 10 Tips for Families!',
    image: '/images/demo/blog-1.svg',
    createdAt: '2026-01-14T16:00:00.000Z',
    authorName: 'Sarah Mitchell',
    categories: ['1', '4'],
    categoryNames: ['Family Travel', 'Travel Tips'],
  },
  { blogId: 8, title: 'Packing Light', image: null, createdAt: null, authorName: null, categories: [], categoryNames: [] },
];

/** The grid on /blog/; elsewhere, where the router went and with which state. */
function GridOrProbe() {
  const location = useLocation();
  if (location.pathname === '/blog/') {
    const Grid = block.component;
    return <Grid props={block.props.parse({})} content={block.content!.schema.parse(posts)} status="ready" context={testContext()} />;
  }
  return <p data-testid="probe">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

describe('blog-grid block', () => {
  it("says so when the list cannot be read (red error), while it loads ('Loading...') and when it is empty ('No data available.')", () => {
    for (const [status, content, text] of [
      ['failed', undefined, 'Failed to fetch data. Please try again later.'],
      ['invalid', undefined, 'Failed to fetch data. Please try again later.'],
      ['loading', undefined, 'Loading...'],
      ['ready', [], 'No data available.'],
    ] as const) {
      const { container, unmount } = renderBlock(block, { status, content });
      expect(container.textContent).toBe(text);
      expect(container.querySelector('.error-text') !== null).toBe(status === 'failed' || status === 'invalid');
      unmount();
    }
  });

  it("shows image, title, time, '20 Comments', author, date and category chips", () => {
    renderBlock(block, { content: posts });
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('blog-card'));
    expect(within(first!).getByRole('heading', { name: 'Disney World: 10 Tips for Families!' })).toBeTruthy();
    expect(within(first!).getByText('9:00 AM')).toBeTruthy();
    expect(within(first!).getByText('20 Comments')).toBeTruthy();
    expect(within(first!).getByText('Sarah Mitchell')).toBeTruthy();
    expect(within(first!).getByText('January 14, 2026')).toBeTruthy();
    expect(within(first!).getByRole('list', { name: 'Categories' }).textContent).toBe('Family TravelTravel Tips');
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/images/demo/blog-1.svg');
    expect(within(second!).getByText('Unknown Author')).toBeTruthy();
    expect(within(second!).getByText('20 Comments')).toBeTruthy();
    expect(second!.querySelector('img')?.getAttribute('src')).toBe('/images/fallback/blog.svg');
  });

  it('loads its first images eagerly only when it opens the page, lazily under a hero', () => {
    const grid = { id: 'grid', type: 'blog-grid' };
    const loadingOf = (sections: { id: string; type: string }[]) => {
      const { container, unmount } = renderBlock(block, { content: posts, context: testContext({ section: grid }, { sections }) });
      const loading = [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
      unmount();
      return loading;
    };
    expect(loadingOf([{ id: 'status', type: 'page-status' }, grid])).toEqual(['eager', 'eager']);
    expect(loadingOf([{ id: 'status', type: 'page-status' }, { id: 'hero', type: 'hero-banner' }, grid])).toEqual(['lazy', 'lazy']);
  });

  it('opens /{slug}/ by the spec slug rule, with the blogId in the navigation state', () => {
    render(
      <SiteSettingsProvider settings={testSiteSettings}>
        <MemoryRouter initialEntries={['/blog/']}>
          <GridOrProbe />
        </MemoryRouter>
      </SiteSettingsProvider>,
    );
    const link = screen.getByRole('link', { name: 'Disney World: 10 Tips for Families!' });
    expect(link.getAttribute('href')).toBe('/disney-world-10-tips-for-families/');
    fireEvent.click(link);
    expect(screen.getByTestId('probe').textContent).toBe('/disney-world-10-tips-for-families/ {"blogId":7}');
  });

});
