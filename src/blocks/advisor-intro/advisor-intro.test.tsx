// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

beforeEach(() => {
  // jsdom has no matchMedia; the parallax effect asks for the reduced-motion preference.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});

const sarah = {
  id: 1,
  text: 'Sarah Mitchell',
  description: 'Sarah founded Travel N Relax.',
  image: '/images/demo/advisor-sarah-mitchell.svg',
  backgroundImage: '/images/demo/advisor-sarah-background.svg',
};

describe('advisor-intro', () => {
  it('shows the advisor name as the page heading, the story, the photo and the background', () => {
    const { container } = renderBlock(block, { props: { role: 'Family Travel Advisor' }, content: [sarah] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sarah Mitchell');
    expect(screen.getByText('Family Travel Advisor')).toBeTruthy();
    expect(screen.getByText('Sarah founded Travel N Relax.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sarah Mitchell' }).getAttribute('src')).toBe('/images/demo/advisor-sarah-mitchell.svg');
    const backdrop = container.querySelector<HTMLElement>('.advisor-intro__backdrop');
    expect(backdrop?.style.getPropertyValue('--background-narrow')).toBe('url("/images/demo/advisor-sarah-background.svg")');
    expect(backdrop?.classList.contains('responsive-background')).toBe(true);
  });

  it('moves the background by half the scroll distance (parallax 0.5)', () => {
    const { container } = renderBlock(block, { content: [sarah] });
    const backdrop = container.querySelector<HTMLElement>('.advisor-intro__backdrop');
    if (!backdrop) throw new Error('no backdrop');
    // The section's centre 200 px above the window's (768 px high in jsdom): the layer moves 100 px down.
    backdrop.parentElement!.getBoundingClientRect = () => ({ top: 384 - 200 - 200, height: 400 }) as DOMRect;
    window.dispatchEvent(new Event('scroll'));
    return new Promise<void>((resolve) =>
      requestAnimationFrame(() => {
        expect(backdrop.style.transform).toBe('translate3d(0, 100px, 0)');
        resolve();
      }),
    );
  });

  it("says 'No introduction data found.' when there is none", () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No introduction data found.')).toBeTruthy();
  });

  it('shows the error text in red when loading fails', () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load introduction data. Please try again later.');
  });
});
