// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const tiles = [
  { id: 1, name: 'Family Travel', image: '/images/demo/family-beach.svg', url: 'https://example.com/family' },
  { id: 2, name: 'Honeymoon', image: '/images/demo/honeymoon-island.svg', url: null, pageId: 5 },
  { id: 3, speciality_name: 'Ski Vacations', image: null, pageId: 12 },
  { id: 4, name: 'Nowhere', image: null },
];

describe('specialties-grid block', () => {
  it('opens a tile with a url in a new tab', () => {
    renderBlock(block, { content: tiles });
    const link = screen.getByRole('link', { name: /Family Travel/ });
    expect(link.getAttribute('href')).toBe('https://example.com/family');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends a tile without a url to /page/{pageId}/ in the same tab', () => {
    renderBlock(block, { content: tiles });
    const link = screen.getByRole('link', { name: 'Honeymoon' });
    expect(link.getAttribute('href')).toBe('/page/5/');
    expect(link.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ski Vacations' }).getAttribute('href')).toBe('/page/12/');
  });

  it('shows a tile with neither url nor pageId as a plain tile, and every title', () => {
    renderBlock(block, { content: tiles, props: { heading: 'Our Specialties' } });
    expect(screen.getByRole('heading', { name: 'Our Specialties' })).toBeTruthy();
    expect(screen.getByText('Nowhere').closest('a')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('renders nothing while loading, on failure and when empty', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
