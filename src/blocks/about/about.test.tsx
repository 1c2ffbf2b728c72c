// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const about = {
  text: 'Two Decades of Getting the Details Right',
  description: 'Families deserve a real person.',
  image: '/images/demo/about-denver.svg',
  buttonText: 'Meet Sarah',
  buttonLink: '/sarah-mitchell/',
};

describe('about block', () => {
  it('shows the first item: image, heading, description and a button to its link', () => {
    renderBlock(block, { content: [about, { ...about, text: 'Not shown' }] });
    expect(screen.getByRole('heading', { name: about.text })).toBeTruthy();
    expect(screen.getByRole('img', { name: about.text }).getAttribute('src')).toBe(about.image);
    expect(screen.getByText(about.description)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meet Sarah' }).getAttribute('href')).toBe('/sarah-mitchell/');
    expect(screen.queryByText('Not shown')).toBeNull();
  });

  it("sends the button to '#' when the link is missing, and has no button without text", () => {
    const { unmount } = renderBlock(block, { content: [{ ...about, buttonLink: null }] });
    expect(screen.getByRole('link', { name: 'Meet Sarah' }).getAttribute('href')).toBe('#');
    unmount();
    renderBlock(block, { content: [{ text: 'Heading only' }] });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders nothing while loading, on failure and when empty', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
