// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';

const list = [
  { id: 1, name: 'Family Travel', url: '/family-travel/' },
  { id: 2, name: 'Visit Japan', url: 'https://www.japan.travel/en/' },
  { id: 3, name: 'Broken', url: 'javascript:alert(1)' },
];

describe('speciality-links', () => {
  it('lists the specialities as links; external ones open in a new tab; unsafe ones are left out', () => {
    renderBlock(block, { content: list });
    expect(screen.getByRole('link', { name: 'Family Travel' }).getAttribute('href')).toBe('/family-travel/');
    const external = screen.getByRole('link', { name: /Visit Japan/ });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('Broken')).toBeNull();
  });

  it("says 'Failed to load specialties. Please try again later.' when loading fails", () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load specialties. Please try again later.');
  });

  it('says so when the list is empty', () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No data available.')).toBeTruthy();
  });

  it('reads pages/specialities_list, and fails when the call fails', async () => {
    const read = fakeReader({ 'pages/specialities_list': { success: true, data: list } });
    expect(await runLoad(block, read)).toEqual(list);
    expect(read.calls).toEqual([{ call: 'pages/specialities_list', body: {} }]);
    await expect(runLoad(block, fakeReader({}))).rejects.toThrow('pages/specialities_list');
  });
});
