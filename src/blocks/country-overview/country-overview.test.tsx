// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kenyaDetails, placeAnswers } from '../../../tests/fixtures/places';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';

describe('country-overview', () => {
  it('shows title, description and a button opening its link in a new tab', () => {
    renderBlock(block, { content: kenyaDetails.overViewData });
    expect(screen.getByRole('heading', { name: 'Discover Kenya' })).toBeTruthy();
    const link = screen.getByRole('link', { name: /Visit Magical Kenya/ });
    expect(link.getAttribute('href')).toBe('https://www.magicalkenya.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens a site link of the overview in a new tab too', () => {
    renderBlock(block, { content: { ...kenyaDetails.overViewData, overviewButtonLink: '/landing-kenya-vacations/' } });
    expect(screen.getByRole('link', { name: /Visit Magical Kenya/ }).getAttribute('target')).toBe('_blank');
  });

  it('has no button without a button text', () => {
    renderBlock(block, { content: { ...kenyaDetails.overViewData, overviewButtonText: null } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'Failed to fetch overview data. Please try again later.' when loading fails", () => {
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch overview data. Please try again later.');
  });

  it('says so when there is no overview', () => {
    renderBlock(block, { content: null });
    expect(screen.getByText('No data available.')).toBeTruthy();
  });

  it('loads overViewData of the resolved country, and fails when the details call fails', async () => {
    const context = testContext({ params: { id: 'kenya' } });
    expect(await runLoad(block, fakeReader(placeAnswers), { context })).toEqual(kenyaDetails.overViewData);
    const failing = fakeReader({ ...placeAnswers, 'pages/CountryPageDetails': null });
    await expect(runLoad(block, failing, { context })).rejects.toThrow('pages/CountryPageDetails');
  });
});
