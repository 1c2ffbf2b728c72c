// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

describe('page-status block', () => {
  it("shows 'Failed to load page data.' in red when the page call fails", () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load page data.');
  });

  it("shows the empty text ('No data found' on the home page) only when set and the call had no data", () => {
    const { unmount } = renderBlock(block, { props: { emptyText: 'No data found' }, content: { hasData: false } });
    expect(screen.getByText('No data found')).toBeTruthy();
    unmount();
    const withData = renderBlock(block, { props: { emptyText: 'No data found' }, content: { hasData: true } });
    expect(withData.container.innerHTML).toBe('');
    withData.unmount();
    const unset = renderBlock(block, { content: null });
    expect(unset.container.innerHTML).toBe('');
  });

  it('tells an answer without data from a failed call only when the empty text is set', async () => {
    const noData = fakeReader({ 'pages/get': { success: true, data: null } });
    await expect(runLoad(block, noData, { props: { emptyText: 'No data found' } })).resolves.toEqual({ hasData: false });
    await expect(runLoad(block, noData)).rejects.toThrow('pages/get');
    const data = fakeReader({ 'pages/get': { success: true, data: { intro: [] } } });
    await expect(runLoad(block, data, { props: { emptyText: 'No data found' } })).resolves.toEqual({ hasData: true });
    await expect(runLoad(block, data)).resolves.toBeNull();
    await expect(runLoad(block, fakeReader({}), { props: { emptyText: 'No data found' } })).rejects.toThrow('pages/get');
  });
});
