// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../shared/block-test-utils';
import { block } from './index';

afterEach(cleanup);

const sarah = {
  name: 'sarah MITCHELL',
  designation: 'Founder',
  description: 'Sarah plans family trips.',
  image: '/images/demo/advisor-sarah-mitchell.svg',
};
const david = { name: 'David Brooks', designation: 'Senior Advisor', description: 'David plans safaris.', image: '/images/demo/advisor-david-brooks.svg' };

const card = (container: HTMLElement, slug: string) => container.querySelector<HTMLElement>(`[data-advisor="${slug}"]`)!;

describe('advisors block', () => {
  it("shows 'Meet your travel advisors' and both advisors in the configured order, matched case-insensitively", () => {
    const { container } = renderBlock(block, { content: [david, sarah] });
    expect(screen.getByRole('heading', { name: 'Meet your travel advisors' })).toBeTruthy();
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(['sarah MITCHELL', 'David Brooks']);
    const first = card(container, 'sarah-mitchell');
    expect(within(first).getByText('Founder')).toBeTruthy();
    expect(within(first).getByRole('img').getAttribute('src')).toBe(sarah.image);
  });

  it('links the About buttons to /sarah-mitchell/ and /david-brooks/', () => {
    renderBlock(block, { content: [sarah, david] });
    expect(screen.getByRole('link', { name: 'About Sarah Mitchell' }).getAttribute('href')).toBe('/sarah-mitchell/');
    expect(screen.getByRole('link', { name: 'About David Brooks' }).getAttribute('href')).toBe('/david-brooks/');
  });

  it('shows the placeholders and the bundled image for a missing first advisor', () => {
    const { container } = renderBlock(block, { content: [david] });
    const first = card(container, 'sarah-mitchell');
    expect(within(first).getByText('Advisor Name')).toBeTruthy();
    expect(within(first).getByText('Advisor Designation')).toBeTruthy();
    expect(within(first).getByText(/Our experienced travel advisors plan every detail/)).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/images/fallback/advisor.svg');
    // The placeholder's button names nobody and does not lead to Sarah's page.
    expect(within(first).queryByRole('link', { name: /Sarah/ })).toBeNull();
    expect(within(first).getByRole('link', { name: 'Meet Our Team' }).getAttribute('href')).toBe('/about-our-travel-agency/');
    expect(within(card(container, 'david-brooks')).getByText('David plans safaris.')).toBeTruthy();
  });

  it('uses the configured names from its props', () => {
    const { container } = renderBlock(block, { content: [david], props: { names: ['David Brooks'] } });
    expect(container.querySelectorAll('.advisor-card')).toHaveLength(1);
    expect(screen.queryByText('Advisor Name')).toBeNull();
  });

  it('renders nothing while loading, on failure and when the list is empty', () => {
    for (const options of [{ status: 'loading' as const }, { status: 'failed' as const }, { content: [] }]) {
      const { container, unmount } = renderBlock(block, options);
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
