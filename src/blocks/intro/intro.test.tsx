// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const item = {
  text: 'Vacations Built Around Your Family',
  description: 'No two families travel the same way.',
  buttonText: 'Plan my trip',
  buttonLink: '/go/',
};

describe('intro block', () => {
  it('shows the first item: heading, description and a button opening in a new tab', () => {
    renderBlock(block, { content: [item, { ...item, text: 'Second item' }] });
    expect(screen.getByRole('heading', { name: item.text })).toBeTruthy();
    expect(screen.getByText(item.description)).toBeTruthy();
    expect(screen.queryByText('Second item')).toBeNull();
    const link = screen.getByRole('link', { name: /Plan my trip/ });
    expect(link.getAttribute('href')).toBe('/go/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has no button without both its text and its link', () => {
    renderBlock(block, { content: [{ text: 'Heading only', buttonText: 'Plan my trip' }] });
    expect(screen.getByRole('heading', { name: 'Heading only' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing while loading and when the list is empty', () => {
    const loading = renderBlock(block, { status: 'loading' });
    expect(loading.container.innerHTML).toBe('');
    loading.unmount();
    const empty = renderBlock(block, { content: [] });
    expect(empty.container.innerHTML).toBe('');
  });

  it('shows nothing and logs the spec warning when the call failed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderBlock(block, { status: 'failed' });
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('Error fetching intro data. Please try again later.');
    warn.mockRestore();
  });
});
