// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monthsPage } from '../../../tests/fixtures/places';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';

describe('month-grid', () => {
  it('links each month tile to /monthly/{slug}/', () => {
    renderBlock(block, { content: monthsPage.data.monthlyDestinations });
    expect(screen.getByRole('link', { name: /January/ }).getAttribute('href')).toBe('/monthly/january/');
    expect(screen.getByRole('link', { name: /July & August/ }).getAttribute('href')).toBe('/monthly/july-august/');
    expect(screen.getByText('Cool and dry in Thailand')).toBeTruthy();
  });

  it('shows the empty and error texts', () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No data available.')).toBeTruthy();
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch data. Please try again later.');
  });

  it('reads monthlyDestinations of its page', async () => {
    const read = fakeReader({ 'pages/get': monthsPage });
    expect(await runLoad(block, read)).toEqual(monthsPage.data.monthlyDestinations);
    expect(read.calls).toEqual([{ call: 'pages/get', body: { pageId: 1 } }]);
  });
});
