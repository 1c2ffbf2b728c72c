// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeReader, renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const review = {
  review_title: 'Tell Us About Your Trip',
  subtext: 'Your review helps other families.',
  google_text: 'Review us on Google',
  google_link: 'https://www.google.com/search?q=Travel+N+Relax',
  yelp_text: 'Review us on Yelp',
  yelp_link: 'https://www.yelp.com/biz/travel-n-relax',
};

describe('review-links block', () => {
  it('shows the title, the text and both buttons opening in a new tab', () => {
    renderBlock(block, { content: review });
    expect(screen.getByRole('heading', { level: 1, name: 'Tell Us About Your Trip' })).toBeTruthy();
    expect(screen.getByText('Your review helps other families.')).toBeTruthy();
    const google = screen.getByRole('link', { name: /Review us on Google/ });
    expect(google.getAttribute('href')).toBe(review.google_link);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /Review us on Yelp/ }).getAttribute('href')).toBe(review.yelp_link);
  });

  it('uses the fallback title and text', () => {
    renderBlock(block, { content: { google_text: 'Google', google_link: 'https://g.example/' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Review Travel N Relax' })).toBeTruthy();
    expect(screen.getByText('We value your feedback and strive to improve your travel experience!')).toBeTruthy();
  });

  it('shows a button only when both its text and its link exist', () => {
    const { unmount } = renderBlock(block, { content: { ...review, google_link: null, yelp_text: '' } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    renderBlock(block, { content: { ...review, google_text: undefined } });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('data-site'))).toEqual(['yelp']);
  });

  it('reads an empty or blank title and subtext as missing: the fallbacks show, not an empty <h1>', () => {
    renderBlock(block, { content: { ...review, review_title: '', subtext: '   ' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Review Travel N Relax');
    expect(screen.getByText('We value your feedback and strive to improve your travel experience!')).toBeTruthy();
  });

  it("reads 'Review data not found.' when the call answers without data", () => {
    renderBlock(block, { content: null });
    expect(screen.getByText('Review data not found.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("reads 'Failed to load review data. Please try again later.' in red when the call fails", () => {
    renderBlock(block, { status: 'failed' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Failed to load review data. Please try again later.');
    expect(alert.className).toContain('error-text');
    expect(screen.queryByText('Review data not found.')).toBeNull();
  });

  it('renders nothing while loading', () => {
    const { container } = renderBlock(block, { status: 'loading' });
    expect(container.innerHTML).toBe('');
  });

  it('loads pageId 14, gives null for an answer without data, and fails on a failed call', async () => {
    const context = testContext({ pageId: 14 });
    const read = fakeReader({ 'pages/get': { success: true, data: { ...review, whereTo: [] } } });
    await expect(runLoad(block, read, { context })).resolves.toMatchObject(review);
    expect(read.calls).toEqual([{ call: 'pages/get', body: { pageId: 14 } }]);
    await expect(runLoad(block, fakeReader({ 'pages/get': { success: true, data: null } }), { context })).resolves.toBeNull();
    await expect(runLoad(block, fakeReader({}), { context })).rejects.toThrow('pages/get');
  });
});
