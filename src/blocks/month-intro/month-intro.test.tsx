// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { januaryDetails, placeAnswers } from '../../../tests/fixtures/places';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';

describe('month-intro', () => {
  it("shows the month's introduction with its button", () => {
    renderBlock(block, { content: januaryDetails.introduction });
    expect(screen.getByRole('heading', { name: 'Where to Travel in January' })).toBeTruthy();
    expect(screen.getByText('Sunny days and calm seas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan my trip' }).getAttribute('href')).toBe('/go/');
  });

  it("says 'Introduction data not found.' when there is none", () => {
    renderBlock(block, { content: null });
    expect(screen.getByText('Introduction data not found.')).toBeTruthy();
  });

  it('shows the error text in red when loading fails', () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load introduction data. Please try again later.');
  });

  it("loads the route's month introduction", async () => {
    const content = await runLoad(block, fakeReader(placeAnswers), { context: testContext({ params: { slug: 'january' } }) });
    expect(content).toEqual(januaryDetails.introduction);
  });
});
