// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { SiteSettingsProvider } from '../shared/site-settings';
import { testSiteSettings } from '../shared/test-site-settings';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlockContext } from '../../engine/block';
import { block } from './index';
import { landingTestimonials } from './testimonials';

const context: BlockContext = {
  section: { id: 'reviews', type: 'landing-yelp-carousel' },
  page: { path: '/landing-cruise/', layout: 'landing', sitemap: true, meta: { title: 'Landing' }, sections: [] },
  params: {},
  pageId: undefined,
};

function renderCarousel(props: Record<string, unknown> = {}) {
  const Component = block.component;
  return render(
    <SiteSettingsProvider settings={testSiteSettings}>
      <Component props={block.props.parse(props)} content={undefined} status="ready" context={context} />
    </SiteSettingsProvider>,
  );
}

const card = () => screen.getByRole('article');
const next = () => screen.getByRole('button', { name: 'Next review' });
const previous = () => screen.getByRole('button', { name: 'Previous review' });

describe("landing carousel 'Find us on Yelp'", () => {
  it('holds the spec\'s 11 testimonials by default, rated "5", some ids repeated', () => {
    const props = block.props.parse({});
    expect(props.heading).toBe('Find us on Yelp');
    expect(props.testimonials).toHaveLength(11);
    expect(props.testimonials.every((t) => t.rating === '5' && t.image === '')).toBe(true);
    const ids = props.testimonials.map((t) => t.id);
    expect(new Set(ids).size).toBeLessThan(ids.length);
  });

  it('shows one review at a time: its name, 5 stars and its text', () => {
    renderCarousel();
    expect(screen.getByRole('heading', { name: 'Find us on Yelp' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(card().textContent).toContain(landingTestimonials[0]?.name);
    expect(card().textContent).toContain(landingTestimonials[0]?.description);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('1 / 11')).toBeTruthy();
  });

  it('wraps around at both ends, through every review (duplicate ids never make React warn)', async () => {
    const user = userEvent.setup({ delay: null });
    renderCarousel();
    await user.click(previous());
    expect(screen.getByText('11 / 11')).toBeTruthy();
    expect(card().textContent).toContain(landingTestimonials[10]?.name);
    await user.click(next());
    expect(screen.getByText('1 / 11')).toBeTruthy();
    for (let i = 1; i <= 11; i += 1) {
      await user.click(next());
      expect(card().textContent).toContain(landingTestimonials[i % 11]?.name);
    }
  });

  it('offers Read More only for texts over 250 characters, clamped to 5 lines until opened', async () => {
    const user = userEvent.setup({ delay: null });
    renderCarousel();
    expect((landingTestimonials[0]?.description.length ?? 0) > 250).toBe(true);
    const more = screen.getByRole('button', { name: 'Read More' });
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.className).toContain('yelp-carousel__text--clamped');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
    expect(text?.className).not.toContain('yelp-carousel__text--clamped');

    await user.click(next()); // a short one
    expect((landingTestimonials[1]?.description.length ?? 0) <= 250).toBe(true);
    expect(screen.queryByRole('button', { name: /Read (More|Less)/ })).toBeNull();
  });

  it('collapses the text when the review changes', async () => {
    const user = userEvent.setup({ delay: null });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    await user.click(next());
    await user.click(previous());
    expect(screen.getByRole('button', { name: 'Read More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the 250-character threshold exactly', () => {
    renderCarousel({
      testimonials: [
        { id: 1, name: 'Exactly 250', description: 'x'.repeat(250) },
        { id: 1, name: 'Over 250', description: 'y'.repeat(251) },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Read More' })).toBeNull();
  });
});
