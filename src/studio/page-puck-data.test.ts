import { describe, expect, it } from 'vitest';
import type { PageConfig } from '../engine/page-config-schema';
import { testPageConfig } from '../engine/test-support/test-page-config';
import { pageToPuckData, puckDataToPage } from './page-puck-data';

const page: PageConfig = testPageConfig(
  [
    { id: 'banner', type: 'landing-banner', props: { heading: 'Hi' } },
    { id: 'reviews', type: 'landing-yelp-carousel' },
    { id: 'motto', type: 'motto', pageId: 2 },
  ],
  { path: '/landing-x/', layout: 'landing', meta: { title: 'X' } },
);

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
  it('takes a removed section out of the experiment variants that name it, and leaves an untouched experiment as it was (issue 38)', () => {
    const underExperiment: PageConfig = {
      ...page,
      experiment: {
        id: 'x-test',
        start: '2026-11-01',
        end: '2026-12-31',
        goal: 'banner',
        variants: [
          { id: 'control', weight: 50 },
          { id: 'b', weight: 50, sections: ['motto', 'banner', 'reviews'], props: { motto: { text: 'Go' }, banner: { heading: 'Hey' } } },
        ],
      },
    };
    expect(puckDataToPage(underExperiment, pageToPuckData(underExperiment))).toEqual(underExperiment);
    const data = pageToPuckData(underExperiment);
    data.content = data.content.filter((item) => item.props.id !== 'motto');
    expect(puckDataToPage(underExperiment, data).experiment?.variants).toEqual([
      { id: 'control', weight: 50 },
      { id: 'b', weight: 50, sections: ['banner', 'reviews'], props: { banner: { heading: 'Hey' } } },
    ]);
  });
});
