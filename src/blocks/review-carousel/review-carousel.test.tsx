// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

// jsdom has no PointerEvent; a MouseEvent carries the clientX a swipe needs.
beforeAll(() => {
  if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: class extends MouseEvent {} });
});

/** A slide by its label, also when it is out of view (aria-hidden slides have no accessible name). */
const slide = (container: HTMLElement, label: string) => container.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;

const reviews = [1, 2, 3, 4].map((id) => ({
  id,
  name: `Reviewer ${id}`,
  rating: id === 4 ? 0 : id + 1,
  description: `Review text ${id}`,
}));

const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.review-carousel__track')!;

describe('review-carousel block', () => {
  it('shows each review with a quote mark, its text, its stars and its name', () => {
    renderBlock(block, { content: reviews, props: { heading: 'What Our Travelers Say' } });
    expect(screen.getByRole('heading', { name: 'What Our Travelers Say' })).toBeTruthy();
    const first = screen.getByRole('group', { name: '1 of 4' });
    expect(within(first).getByText('Review text 1')).toBeTruthy();
    expect(within(first).getByText('Reviewer 1')).toBeTruthy();
    expect(within(first).getByText('“')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('aria-label')).toBe('Rated 2 out of 5');
  });

  it('draws 1 to 5 stars: a rating of 0 still shows one star', () => {
    const { container } = renderBlock(block, { content: reviews });
    const last = slide(container, '4 of 4');
    expect(last.getAttribute('aria-hidden')).toBe('true');
    expect(last.querySelector('[data-stars]')?.getAttribute('data-stars')).toBe('1');
    expect(last.querySelector('[data-stars]')?.getAttribute('aria-label')).toBe('Rated 1 out of 5');
  });

  it('moves by one with the arrows and wraps at both ends', () => {
    const { container } = renderBlock(block, { content: reviews });
    expect(track(container).dataset.index).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(track(container).dataset.index).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(track(container).dataset.index).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(track(container).dataset.index).toBe('1');
    expect(screen.getByRole('group', { name: '2 of 4' }).getAttribute('aria-hidden')).toBeNull();
    expect(slide(container, '1 of 4').getAttribute('aria-hidden')).toBe('true');
  });

  it('moves on a swipe of at least 10 px, and not on a shorter one', () => {
    const { container } = renderBlock(block, { content: reviews });
    const viewport = container.querySelector('.review-carousel__viewport')!;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 195 });
    expect(track(container).dataset.index).toBe('0');
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 190 });
    expect(track(container).dataset.index).toBe('1');
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 160 });
    expect(track(container).dataset.index).toBe('0');
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 160 });
    expect(track(container).dataset.index).toBe('3');
  });

  it('sets the 500 ms transition from its props', () => {
    const { container } = renderBlock(block, { content: reviews });
    expect(track(container).style.getPropertyValue('--transition-ms')).toBe('500ms');
  });

  it('renders nothing while loading, on failure and with no review', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }, { content: undefined }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it('has no arrows for a single review', () => {
    renderBlock(block, { content: reviews.slice(0, 1) });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
