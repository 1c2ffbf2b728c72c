// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { serverRendered } from './chrome-test-utils';
import { DeferredDesktopNav, loadDesktopNav } from './deferred-desktop-nav';
import { flattenLinks } from './nav-links';
import { siteConfig } from './site-config';

describe('DeferredDesktopNav', () => {
  it('renders the whole bar once its code is loaded (the server loads it first), and hydrates it without a mismatch', async () => {
    await loadDesktopNav();
    const page = serverRendered(<DeferredDesktopNav links={siteConfig.navigation} />);
    try {
      expect([...page.container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(flattenLinks(siteConfig.navigation).map((link) => link.href));
      page.hydrate();
      expect(page.mismatches).toEqual([]);
      expect(page.container.querySelector('nav')?.hasAttribute('data-enhanced')).toBe(true);
    } finally {
      page.cleanup();
    }
  });
});
