// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { januaryDetails } from '../../../tests/fixtures/places';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

describe('more-destinations', () => {
  it('shows a card per destination linking to its country page by the slug rule', () => {
    renderBlock(block, { content: januaryDetails.viewMoreDestinations });
    expect(screen.getByRole('heading', { name: 'More Destinations' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Costa Rica: Pura Vida' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Costa Rica' }).getAttribute('href')).toBe('/country/costa-rica/');
    expect(screen.getByRole('link', { name: 'Explore Mexico' }).getAttribute('href')).toBe('/country/mexico/');
    expect(screen.getByRole('img', { name: 'Mexico' }).getAttribute('src')).toBe('/images/demo/mexico-banner.svg');
  });

  it('shows the empty and error texts', () => {
    renderBlock(block, { content: [] });
    expect(screen.getByText('No data available.')).toBeTruthy();
    renderBlock(block, { status: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch data. Please try again later.');
  });
});
