// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { restoreWindowWidth, visibleSlidesAt } from '../shared/carousel-test-utils';
import { block } from './index';

const specialities = [
  { id: 1, speciality_name: 'Family Travel', image: '/images/demo/family-beach.svg', url: '/family-travel/' },
  { id: 2, speciality_name: 'Northern Lights', image: '/images/demo/iceland-4.svg', url: 'https://www.visiticeland.com/' },
  { id: 3, name: 'Ski Vacations', image: '/images/demo/ski-colorado.svg', url: '/colorado-ski-vacations/' },
];

afterEach(restoreWindowWidth);


describe('experiences-carousel', () => {
  it('shows each speciality with its name and image, opening its url in a new tab', () => {
    renderBlock(block, { content: specialities });
    for (const [name, url] of [
      ['Family Travel', '/family-travel/'],
      ['Northern Lights', 'https://www.visiticeland.com/'],
      ['Ski Vacations', '/colorado-ski-vacations/'],
    ] as const) {
      // The infinite loop renders clones once it runs: every copy must link the same way.
      const links = screen.getAllByRole('link', { name: new RegExp(name), hidden: true });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(url);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('shows the spec slide counts: 5, 4 below 1024 px, 2 below 768 px, 3 below 480 px', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, speciality_name: `Trip ${i}`, image: '/images/demo/family-beach.svg', url: `/trip-${i}/` }));
    const shown: number[] = [];
    for (const width of [1280, 1024, 1023, 768, 767, 480, 479, 390]) shown.push(await visibleSlidesAt(width, () => renderBlock(block, { content: many })));
    expect(shown).toEqual([5, 5, 4, 4, 2, 2, 3, 3]);
  });

  it("says 'Failed to load specialties. Please try again later.' when loading fails", () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load specialties. Please try again later.');
  });

  it('says so when there are no specialities', () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No data available.')).toBeTruthy();
  });
});

describe('experiences-carousel keyboard focus', () => {
  it('makes the slides the carousel hides from assistive technology inert, so their links take no focus', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, speciality_name: `Trip ${i}`, image: '/images/demo/family-beach.svg', url: `/trip-${i}/` }));
    const { container } = renderBlock(block, { content: many });
    // The inert mirror follows aria-hidden through a MutationObserver: its records come in a microtask.
    await act(async () => undefined);
    const items = [...container.querySelectorAll<HTMLElement>('.react-multi-carousel-item')];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.hasAttribute('inert'), item.textContent ?? '').toBe(item.getAttribute('aria-hidden') === 'true');
    expect(items.some((item) => item.hasAttribute('inert'))).toBe(true);
  });
});
