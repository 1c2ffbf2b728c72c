// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const items = [
  { id: 1, text: 'Family Vacations', description: 'Small things.', image: '/images/demo/catalog-family.svg' },
  { id: 2, text: 'Cruises', description: 'Ships that fit.', image: '/images/demo/catalog-cruise.svg' },
  { id: 3, text: 'Adventures', image: null },
];

describe('catalog block', () => {
  it('alternates image-left and image-right', () => {
    const { container } = renderBlock(block, { content: items });
    const sides = [...container.querySelectorAll('article')].map((a) => a.getAttribute('data-image-side'));
    expect(sides).toEqual(['left', 'right', 'left']);
    expect(container.querySelector('.media-row--image-right')?.textContent).toContain('Cruises');
  });

  it("gives every section a 'Ready To Travel?' link to /go/", () => {
    renderBlock(block, { content: items });
    const links = screen.getAllByRole('link', { name: 'Ready To Travel?' });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('href')).toBe('/go/');
  });

  it('shows titles and texts, and no image when it is missing', () => {
    renderBlock(block, { content: items });
    expect(screen.getByRole('heading', { name: 'Adventures' })).toBeTruthy();
    expect(screen.getByText('Ships that fit.')).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(2);
  });

  it('renders nothing while loading, on failure and when empty', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
