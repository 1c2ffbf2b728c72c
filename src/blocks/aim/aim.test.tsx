// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('aim', () => {
  it('shows the first aim item with its image', () => {
    renderBlock(block, {
      content: [{ id: 1, text: 'Our Aim', description: 'Vacations that bring families closer.', image: '/images/demo/about-team.svg' }],
    });
    expect(screen.getByRole('heading', { name: 'Our Aim' })).toBeTruthy();
    expect(screen.getByText('Vacations that bring families closer.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Our Aim' }).getAttribute('src')).toBe('/images/demo/about-team.svg');
  });

  it('treats a bare image file name as no image', () => {
    renderBlock(block, { content: [{ text: 'Our Aim', image: 'about-team.svg' }] });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the empty and error texts', () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No data available.')).toBeTruthy();
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load content. Please try again later.');
  });
});
