// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const groupDefaults = {
  defaultHeading: 'Start Planning Your Group Adventure',
  defaultText: 'Let us take care of the details while you enjoy quality time with your group.',
  errorText: 'Failed to load Planning Trip data.',
};

describe('planning block', () => {
  it('shows the first item: heading, text and its button', () => {
    renderBlock(block, { content: [{ text: 'Plan with us', description: 'We do the rest.', buttonText: 'Go', buttonLink: '/go/' }] });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Plan with us');
    expect(screen.getByText('We do the rest.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go' }).getAttribute('href')).toBe('/go/');
  });

  it('is a text block without a button when the page says so (the family page, whose where-to section carries the button)', () => {
    renderBlock(block, { props: { button: false }, content: [{ text: 'How We Plan', description: 'We do the rest.', buttonText: 'Go', buttonLink: '/go/' }] });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('How We Plan');
    expect(screen.getByText('We do the rest.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("reads empty planning data as the grey 'No planning data found.' the other blocks show, not a red error", () => {
    for (const content of [[], [{ text: '', description: '' }]]) {
      const { unmount } = renderBlock(block, { content });
      const line = screen.getByText('No planning data found.');
      expect(line.className).toBe('status-text');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('Failed to load planning data. Please try again later.')).toBeNull();
      unmount();
    }
  });

  it("shows the page's default heading and text for an item with empty text (/group-travel/)", () => {
    renderBlock(block, { props: groupDefaults, content: [{ text: '  ', description: 'Orphan text.' }] });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(groupDefaults.defaultHeading);
    expect(screen.getByText(groupDefaults.defaultText)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan my trip' }).getAttribute('href')).toBe('/go/');
  });

  it('shows its error text in red when the call failed', () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load planning data. Please try again later.');
  });
});
