// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockContext } from '../../engine/block';
import { announcement, clickAndSettle, pressArrowKey, renderMeasuredAt, restoreWindowWidth } from '../shared/carousel-test-utils';
import { SiteSettingsProvider } from '../shared/site-settings';
import { testSiteSettings } from '../shared/test-site-settings';
import { block } from './index';
import { landingTestimonials } from './testimonials';

afterEach(() => {
  cleanup();
  restoreWindowWidth();
});

const context: BlockContext = {
  section: { id: 'reviews', type: 'landing-yelp-carousel' },
  page: { path: '/landing-cruise/', layout: 'landing', sitemap: true, meta: { title: 'Landing' }, sections: [] },
  params: {},
  pageId: undefined,
};

/** Rendered and measured at a window this wide (a 1 ms transition, so each move lands at once). */
function renderCarousel(props: Record<string, unknown> = {}, width = 390) {
  const Component = block.component;
  return renderMeasuredAt(width, () =>
    render(
      <SiteSettingsProvider settings={testSiteSettings}>
        <Component props={block.props.parse({ transitionMs: 1, ...props })} content={undefined} status="ready" context={context} />
      </SiteSettingsProvider>,
    ),
  );
}

/** The review cards in view (the carousel marks the others and its clones aria-hidden). */
const shownCards = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.react-multi-carousel-item[aria-hidden="false"] article')];
const shownCard = (container: HTMLElement) => {
  const cards = shownCards(container);
  expect(cards).toHaveLength(1);
  return cards[0]!;
};
const shownName = (container: HTMLElement) => shownCard(container).querySelector('.yelp-carousel__name')?.textContent;
const count = (container: HTMLElement) => container.querySelector('.yelp-carousel__count')?.textContent;
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

  for (const width of [390, 800, 1280]) {
    it(`shows one review at a time at ${width} px: its name, 5 stars and its text`, async () => {
      const { container } = await renderCarousel({}, width);
      expect(screen.getByRole('heading', { name: 'Find us on Yelp' })).toBeTruthy();
      const card = shownCard(container);
      expect(card.textContent).toContain(landingTestimonials[0]?.name);
      expect(card.textContent).toContain(landingTestimonials[0]?.description);
      expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
      expect(count(container)).toBe('1 / 11');
    });
  }

  it('has every review whole in the HTML (what a visitor without scripts and a crawler read)', async () => {
    const { container } = await renderCarousel();
    const texts = new Set([...container.querySelectorAll('.yelp-carousel__text')].map((text) => text.textContent));
    for (const review of landingTestimonials) expect(texts.has(review.description)).toBe(true);
  });

  it('wraps around at both ends, through every review (duplicate ids never make React warn)', async () => {
    const { container } = await renderCarousel();
    await clickAndSettle(previous());
    expect(count(container)).toBe('11 / 11');
    expect(shownName(container)).toContain(landingTestimonials[10]?.name);
    await clickAndSettle(next());
    expect(count(container)).toBe('1 / 11');
    for (let i = 1; i <= 11; i += 1) {
      await clickAndSettle(next());
      expect(shownName(container)).toContain(landingTestimonials[i % 11]?.name);
    }
  });

  it('moves with the arrow keys, wrapping too, and says which review is in view', async () => {
    const { container } = await renderCarousel({}, 1280);
    expect(announcement(container)).toBe('');
    await pressArrowKey(container, 'ArrowLeft');
    expect(shownName(container)).toContain(landingTestimonials[10]?.name);
    expect(announcement(container)).toBe('Showing slide 11 of 11');
    await pressArrowKey(container, 'ArrowRight');
    expect(shownName(container)).toContain(landingTestimonials[0]?.name);
    expect(announcement(container)).toBe('Showing slide 1 of 11');
  });

  it('offers Read More only for texts over 250 characters, clamped to 5 lines until opened', async () => {
    const { container } = await renderCarousel();
    expect((landingTestimonials[0]?.description.length ?? 0) > 250).toBe(true);
    const more = within(shownCard(container)).getByRole('button', { name: 'Read More' });
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(text?.className).toContain('yelp-carousel__text--clamped');
    fireEvent.click(more);
    expect(within(shownCard(container)).getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
    expect(text?.className).not.toContain('yelp-carousel__text--clamped');

    await clickAndSettle(next()); // a short one
    expect((landingTestimonials[1]?.description.length ?? 0) <= 250).toBe(true);
    expect(within(shownCard(container)).queryByRole('button', { name: /Read (More|Less)/ })).toBeNull();
  });

  it('collapses the text when the review changes', async () => {
    const { container } = await renderCarousel();
    fireEvent.click(within(shownCard(container)).getByRole('button', { name: 'Read More' }));
    await clickAndSettle(next());
    await clickAndSettle(previous());
    expect(within(shownCard(container)).getByRole('button', { name: 'Read More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the 250-character threshold exactly', async () => {
    await renderCarousel({
      testimonials: [
        { id: 1, name: 'Exactly 250', description: 'x'.repeat(250) },
        { id: 1, name: 'Over 250', description: 'y'.repeat(251) },
      ],
    });
    expect(screen.queryAllByRole('button', { name: 'Read More', hidden: true }).every((button) => button.closest('[data-slide="1"]'))).toBe(true);
    expect(screen.queryAllByRole('button', { name: 'Read More', hidden: true }).length).toBeGreaterThan(0);
  });
});
