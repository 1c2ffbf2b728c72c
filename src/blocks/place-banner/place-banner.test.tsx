// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { januaryDetails, kenyaDetails, placeAnswers } from '../../../tests/fixtures/places';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';

describe('place-banner', () => {
  it("shows the country's banner title over its image", () => {
    renderBlock(block, { props: { source: 'country' }, content: kenyaDetails.bannerData });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kenya: Safari Country');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/demo/kenya-banner.svg');
  });

  it("shows the month's banner text and image", () => {
    renderBlock(block, { props: { source: 'month' }, content: januaryDetails.banner });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Start the Year in Thailand');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/images/demo/month-01.svg');
  });

  it("falls back to 'Explore Destination' when the content has no title", () => {
    renderBlock(block, { content: { bannerImage: '/images/demo/kenya-banner.svg' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Explore Destination');
  });

  it("keeps the generic title and says 'Failed to fetch banner data.' when loading fails", () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Explore Destination');
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch banner data.');
  });

  it('loads bannerData of the resolved country and banner of the resolved month', async () => {
    const read = fakeReader(placeAnswers);
    const country = await runLoad(block, read, { props: { source: 'country' }, context: testContext({ params: { id: 'kenya' } }) });
    expect(country).toEqual(kenyaDetails.bannerData);
    const month = await runLoad(block, read, { props: { source: 'month' }, context: testContext({ params: { slug: 'january' } }) });
    expect(month).toEqual(januaryDetails.banner);
  });
});
