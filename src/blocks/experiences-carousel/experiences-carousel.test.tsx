// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';
import { experiencesResponsive } from './responsive';

const specialities = [
  { id: 1, speciality_name: 'Family Travel', image: '/images/demo/family-beach.svg', url: '/family-travel/' },
  { id: 2, speciality_name: 'Northern Lights', image: '/images/demo/iceland-4.svg', url: 'https://www.visiticeland.com/' },
  { id: 3, name: 'Ski Vacations', image: '/images/demo/ski-colorado.svg', url: '/colorado-ski-vacations/' },
];

describe('experiences-carousel', () => {
  it('shows each speciality with its name and image, opening its url in a new tab', () => {
    renderBlock(block, { content: specialities });
    for (const [name, url] of [
      ['Family Travel', '/family-travel/'],
      ['Northern Lights', 'https://www.visiticeland.com/'],
      ['Ski Vacations', '/colorado-ski-vacations/'],
    ] as const) {
      // The infinite carousel renders clones once mounted: every copy must link the same way.
      const links = screen.getAllByRole('link', { name: new RegExp(name), hidden: true });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.getAttribute('href')).toBe(url);
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      }
    }
  });

  it('uses the spec slide counts: 5, 4 below 1024 px, 2 below 768 px, 3 below 480 px', () => {
    const at = (width: number) =>
      Object.values(experiencesResponsive).find((d) => d.breakpoint.min <= width && width <= d.breakpoint.max)?.items;
    expect([at(1280), at(1024), at(1023), at(768), at(767), at(480), at(479), at(390)]).toEqual([5, 5, 4, 4, 2, 2, 3, 3]);
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
  it('makes the slides the carousel hides from assistive technology inert, so their links take no focus', () => {
    const { container } = renderBlock(block, { content: specialities });
    const items = [...container.querySelectorAll<HTMLElement>('.react-multi-carousel-item')];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.inert, item.textContent ?? '').toBe(item.getAttribute('aria-hidden') === 'true');
    expect(items.some((item) => item.inert)).toBe(true);
  });
});
