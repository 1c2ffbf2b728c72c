// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('inspiration-tabs', () => {
  it('links the four tabs to canonical paths and marks the current one', () => {
    renderBlock(block, { url: '/inspiration/' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['MONTH', '/month/'],
      ['INSPIRATION', '/inspiration/'],
      ['TRIP FINDER', '/destinations/'],
      ['MOST POPULAR', '/experiences/'],
    ]);
    expect(screen.getByRole('link', { name: 'INSPIRATION' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'MONTH' }).getAttribute('aria-current')).toBeNull();
  });
});
