// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { restoreWindowWidth, visibleSlidesAt } from '../shared/carousel-test-utils';
import { block } from './index';
import { countryPath } from './package-slider';

afterEach(() => {
  cleanup();
  restoreWindowWidth();
});


const packages = [
  { packageId: 1, image: '/images/demo/kenya-banner.svg', title: 'Great Migration Family Safari', subText: '9 days', buttonText: 'Explore Kenya', country: 'Kenya' },
  { packageId: 2, image: '/images/missing.svg', title: 'Costa Rica Rainforest', country: '  Costa Rica! ' },
];

describe('package-slider block', () => {
  it("shows 'Discover Bespoke Journeys' and each package's title, text and button to its country page", () => {
    renderBlock(block, { content: packages });
    expect(screen.getByRole('heading', { name: 'Discover Bespoke Journeys' })).toBeTruthy();
    expect(screen.getAllByText('Great Migration Family Safari').length).toBeGreaterThan(0);
    const kenya = screen.getAllByRole('link', { name: 'Explore Kenya', hidden: true })[0]!;
    expect(kenya.getAttribute('href')).toBe('/country/kenya/');
    const costaRica = screen.getAllByRole('link', { name: 'Explore', hidden: true })[0]!;
    expect(costaRica.getAttribute('href')).toBe('/country/costa-rica/');
  });

  it('slugs the country by the spec rule', () => {
    expect(countryPath('Costa Rica')).toBe('/country/costa-rica/');
    expect(countryPath('  São Tomé & Príncipe ')).toBe('/country/s-o-tom-pr-ncipe/');
  });

  it('shows 4, 2 and 1 slides at the spec breakpoints (above 1024 px, above 600 px, below)', async () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ packageId: i + 1, image: '/images/demo/kenya-banner.svg', title: `Trip ${i}`, country: 'Kenya' }));
    const shown: number[] = [];
    for (const width of [1280, 1025, 1024, 601, 600, 390]) shown.push(await visibleSlidesAt(width, () => renderBlock(block, { content: many })));
    expect(shown).toEqual([4, 4, 2, 2, 1, 1]);
  });

  it('falls back to the local package image when an image breaks', () => {
    const { container } = renderBlock(block, { content: packages });
    const broken = [...container.querySelectorAll('img')].find((img) => img.getAttribute('src') === '/images/missing.svg')!;
    fireEvent.error(broken);
    expect(broken.getAttribute('src')).toBe('/images/fallback/package.svg');
  });

  it('renders nothing while loading and when empty', () => {
    for (const options of [{ status: 'loading' as const }, { content: [] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('shows nothing and logs the spec warning when the call failed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderBlock(block, { status: 'failed' });
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('Error fetching packages data. Please try again later.');
    warn.mockRestore();
  });
});
