// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { januaryDetails, kenyaDetails, placeAnswers } from '../../../tests/fixtures/places';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';

describe('destination-details', () => {
  it('shows the country name, description and four of its images', () => {
    renderBlock(block, { content: januaryDetails.destinationDetails });
    expect(screen.getByRole('heading', { name: 'Thailand' })).toBeTruthy();
    expect(screen.getByText('Temples, elephants and island beaches.')).toBeTruthy();
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual([1, 2, 3, 4].map((n) => `/images/demo/thailand-${n}.svg`));
    expect(images[0]?.getAttribute('alt')).toBe('Thailand, photo 1 of 4');
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
  });

  it('leaves out unsafe image addresses', () => {
    renderBlock(block, {
      content: { countryName: 'Kenya', destinationImagesPath: ['javascript:alert(1)', '/images/demo/kenya-1.svg'] },
    });
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/images/demo/kenya-1.svg']);
  });

  it('shows the empty and error texts', () => {
    renderBlock(block, { content: null });
    expect(screen.getByText('No data available.')).toBeTruthy();
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch data. Please try again later.');
  });

  it('loads destinationDetails of the month or of the country', async () => {
    const read = fakeReader(placeAnswers);
    expect(await runLoad(block, read, { props: { source: 'month' }, context: testContext({ params: { slug: 'january' } }) })).toEqual(
      januaryDetails.destinationDetails,
    );
    expect(await runLoad(block, read, { props: { source: 'country' }, context: testContext({ params: { id: 'kenya' } }) })).toEqual(
      kenyaDetails.destinationDetails,
    );
  });
});
