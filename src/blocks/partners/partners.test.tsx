// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const partners = [
  { id: 1, title: 'Coral Bay Resorts', image: '/images/demo/partner-coral-bay.svg' },
  { id: 2, title: 'No Logo Yet', image: null },
  { id: 3, title: 'Northstar Cruise Line', image: '/images/demo/partner-northstar.svg' },
];

describe('partners block', () => {
  it('shows each logo with its title as alt text, skipping partners without a logo', () => {
    renderBlock(block, { content: partners, props: { heading: 'Our Travel Partners' } });
    expect(screen.getByRole('heading', { name: 'Our Travel Partners' })).toBeTruthy();
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Coral Bay Resorts', 'Northstar Cruise Line']);
  });

  it('renders nothing while loading, on failure and when empty', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });

  it("reads the partners of its section's pageId", async () => {
    const read = fakeReader({ 'pages/get': { success: true, data: { partners } } });
    const context = testContext({ section: { id: 'partners', type: 'partners', pageId: 2 }, pageId: 2 });
    await expect(runLoad(block, read, { context })).resolves.toEqual(partners);
    expect(read.calls).toEqual([{ call: 'pages/get', body: { pageId: 2 } }]);
  });
});
