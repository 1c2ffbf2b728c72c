// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('value-cards', () => {
  it('shows the three value cards Honor, Diligence and Legacy by default', () => {
    renderBlock(block);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Honor', 'Diligence', 'Legacy']);
  });

  it('shows the cards of its props', () => {
    renderBlock(block, { props: { heading: 'Values', cards: [{ title: 'Care', text: 'We care.' }] } });
    expect(screen.getByRole('heading', { name: 'Values' })).toBeTruthy();
    expect(screen.getByText('We care.')).toBeTruthy();
    expect(screen.queryByText('Honor')).toBeNull();
  });
});
