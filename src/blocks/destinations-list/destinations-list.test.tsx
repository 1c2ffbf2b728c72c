// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';

const content = {
  destinations: [
    { id: 1, name: 'Kenya' },
    { id: 6, name: 'Costa Rica' },
  ],
  image: [{ image: null }, { image: '/images/demo/italy-banner.svg' }],
};

describe('destinations-list', () => {
  it('links each destination name to /country/{slug}/ and shows the first image', () => {
    renderBlock(block, { content });
    expect(screen.getByRole('link', { name: 'Kenya' }).getAttribute('href')).toBe('/country/kenya/');
    expect(screen.getByRole('link', { name: 'Costa Rica' }).getAttribute('href')).toBe('/country/costa-rica/');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/demo/italy-banner.svg');
  });

  it('shows the empty and error texts', () => {
    renderBlock(block, { content: { destinations: [], image: [] } });
    expect(screen.getByText('No data available.')).toBeTruthy();
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch data. Please try again later.');
  });

  it("reads the page's destinations and image fields in one call", async () => {
    const read = fakeReader({ 'pages/get': { success: true, data: { ...content, motto: [] } } });
    expect(await runLoad(block, read)).toEqual(content);
    expect(read.calls).toHaveLength(1);
  });
});
