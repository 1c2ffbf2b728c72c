import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../engine/page-config-schema';
import { pageToPuckData, puckDataToPage } from './page-puck-data';

const page: PageConfig = {
  path: '/landing-x/',
  layout: 'landing',
  sitemap: true,
  meta: { title: 'X' },
  sections: [
    { id: 'banner', type: 'landing-banner', props: { heading: 'Hi' } },
    { id: 'reviews', type: 'landing-yelp-carousel' },
    { id: 'motto', type: 'motto', pageId: 2 },
  ],
};

describe('page config ↔ Puck data', () => {
  it('comes back equal when nothing was edited', () => {
    expect(puckDataToPage(page, pageToPuckData(page))).toEqual(page);
  });

  it('keeps order, pageIds and edited props; a new item gets a readable id and drops empty values', () => {
    const data = pageToPuckData(page);
    const [banner, reviews, motto] = data.content;
    data.content = [reviews!, { ...banner!, props: { ...banner!.props, heading: 'Hello' } }, motto!, { type: 'motto', props: { id: 'motto-2f1c9a8e-0000', parallax: 0.3, caption: undefined, text: '' } }];
    expect(puckDataToPage(page, data).sections).toEqual([
      { id: 'reviews', type: 'landing-yelp-carousel' },
      { id: 'banner', type: 'landing-banner', props: { heading: 'Hello' } },
      { id: 'motto', type: 'motto', pageId: 2 },
      { id: 'motto-1', type: 'motto', props: { parallax: 0.3 } },
    ]);
  });
});
