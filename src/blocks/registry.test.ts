import { describe, expect, it } from 'vitest';
import { blockComponentLoaders, blockLoaders, blockRegistry, componentExportName } from './registry';

describe('the block registry of the site', () => {
  it('names component exports after the folder', () => {
    expect(componentExportName('hero-banner')).toBe('HeroBanner');
    expect(componentExportName('landing-yelp-carousel')).toBe('LandingYelpCarousel');
  });

  it("finds every block's component on its own, the same component as its definition's", async () => {
    expect(Object.keys(blockComponentLoaders).sort()).toEqual(Object.keys(blockLoaders).sort());
    await blockRegistry.preload();
    for (const [type, load] of Object.entries(blockComponentLoaders)) {
      expect(await load(), type).toBe(blockRegistry.get(type)?.component);
    }
  });
});
