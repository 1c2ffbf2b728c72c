import { describe, expect, it } from 'vitest';
import { formatProblem } from '../engine/config-check';
import { createPageMatcher } from '../engine/routes';
import { checkSiteConfigs } from './check-site-configs';
import { pageConfigs } from './page-configs';

/**
 * Spec 2 §2's full route table (and spec 1's navigation), as addresses a visitor types: each must
 * reach the page config written for it. A missing config would not fail "the file exists": the
 * address would fall through to the catch-all `/:slug/` (a blog post) or the 404 page.
 */
const specRoutes: [address: string, configPath: string][] = [
  ['/', '/'],
  ['/family-travel/', '/family-travel/'],
  ['/testimonials/', '/testimonials/'],
  ['/review/', '/review/'],
  ['/go/', '/go/'],
  ['/services/', '/services/'],
  ['/about-our-travel-agency/', '/about-our-travel-agency/'],
  ['/destinations/', '/destinations/'],
  ['/experiences/', '/experiences/'],
  ['/month/', '/month/'],
  ['/monthly/june/', '/monthly/:slug/'],
  ['/destinetion-wedding/', '/destinetion-wedding/'],
  ['/honeymoon/', '/honeymoon/'],
  ['/anniversary/', '/anniversary/'],
  ['/all-inclusive-vacations/', '/all-inclusive-vacations/'],
  ['/ocean-cruise/', '/ocean-cruise/'],
  ['/river-cruise/', '/river-cruise/'],
  ['/colorado-ski-vacations/', '/colorado-ski-vacations/'],
  ['/disney-vacations/', '/disney-vacations/'],
  ['/universal-studios-vacations/', '/universal-studios-vacations/'],
  ['/group-travel/', '/group-travel/'],
  ['/blog/', '/blog/'],
  ['/a-blog-post/', '/:slug/'],
  ['/inspiration/', '/inspiration/'],
  ['/terms-of-use/', '/terms-of-use/'],
  ['/privacy-policy/', '/privacy-policy/'],
  ['/customer-service/', '/customer-service/'],
  ['/accessibility/', '/accessibility/'],
  ['/country/3/', '/country/:id/'],
  ['/about-our-travel-agency/sarah-mitchell/', '/about-our-travel-agency/sarah-mitchell/'],
  ['/david-brooks/', '/david-brooks/'],
  ['/landing-familytravel/', '/landing-familytravel/'],
  ['/landing-cruise/', '/landing-cruise/'],
  ['/landing-themepark/', '/landing-themepark/'],
  ['/landing-celebration/', '/landing-celebration/'],
  ['/landing-kenya-vacations/', '/landing-kenya-vacations/'],
];

describe('the committed page configs', () => {
  it('pass the same check as npm run check:configs, the build and the server start', async () => {
    const problems = await checkSiteConfigs();
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it("route every address of the spec's route table to the page written for it", () => {
    const matchPage = createPageMatcher(pageConfigs);
    const reached = specRoutes.map(([address]) => [address, matchPage(address)?.page.path ?? '(404)']);
    expect(reached).toEqual(specRoutes);
  });
});
