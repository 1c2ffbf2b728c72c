// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

describe('introduction block: its loading flag and error state', () => {
  it('shows the spec texts by default', () => {
    const { unmount } = renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load introduction data. Please try again later.');
    unmount();
    renderBlock(block, { content: [] });
    expect(screen.getByText('Introduction data not found.')).toBeTruthy();
  });

  it('keeps the texts in the page but not visibly rendered with showMessages off (the home page)', () => {
    const failed = renderBlock(block, { status: 'failed', props: { showMessages: false } });
    const error = failed.container.querySelector('[data-status="error"]')!;
    expect(error.textContent).toBe('Failed to load introduction data. Please try again later.');
    expect(error.hasAttribute('hidden')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    failed.unmount();
    const empty = renderBlock(block, { content: [], props: { showMessages: false } });
    const info = empty.container.querySelector('[data-status="info"]')!;
    expect(info.textContent).toBe('Introduction data not found.');
    expect(info.hasAttribute('hidden')).toBe(true);
  });

  it('renders nothing while loading, and the items once loaded', () => {
    const loading = renderBlock(block, { status: 'loading', props: { showMessages: false } });
    expect(loading.container.innerHTML).toBe('');
    loading.unmount();
    renderBlock(block, {
      props: { showMessages: false },
      content: [{ id: 1, text: 'Every Age, One Itinerary', description: 'Naps and Wi-Fi.', image: '/images/demo/family-mountains.svg' }],
    });
    expect(screen.getByRole('heading', { name: 'Every Age, One Itinerary' })).toBeTruthy();
  });
});
