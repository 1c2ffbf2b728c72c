// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('advisor-testimonial', () => {
  it("shows each quote with the traveller's name", () => {
    renderBlock(block, {
      content: [
        { id: 1, text: 'Priya S.', description: 'Worth every penny.' },
        { id: 2, text: 'Empty', description: null },
      ],
    });
    expect(screen.getByText('Worth every penny.')).toBeTruthy();
    expect(screen.getByText('Priya S.')).toBeTruthy();
    expect(screen.queryByText('Empty')).toBeNull();
  });

  it("says 'No testimonials found.' when there are none", () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No testimonials found.')).toBeTruthy();
  });

  it('shows the error text in red when loading fails', () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load content. Please try again later.');
  });
});
