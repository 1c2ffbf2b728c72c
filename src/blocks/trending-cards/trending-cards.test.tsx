// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('trending-cards', () => {
  it("shows six static cards under 'Trending Now', each with image, 'Places', country and title", () => {
    renderBlock(block);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Trending Now');
    const titles = screen.getAllByRole('heading', { level: 3 });
    expect(titles).toHaveLength(6);
    expect(screen.getAllByText('Places')).toHaveLength(6);
    expect(screen.getByText('Kenya')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Chasing the Great Migration' }).getAttribute('href')).toBe('/country/kenya/');
    expect(document.querySelectorAll('img')).toHaveLength(6);
  });

  it('shows a card without a link when it has no href', () => {
    renderBlock(block, { props: { cards: [{ image: '/images/demo/kenya-1.svg', country: 'Kenya', title: 'Just a title' }] } });
    expect(screen.getByText('Just a title')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
