import type { PageConfig } from '../page-config-schema';

/** A page config for unit tests: its sections, the rest the smallest valid page (a path, a title). */
export function testPageConfig(sections: PageConfig['sections'], page: Partial<Omit<PageConfig, 'sections'>> = {}): PageConfig {
  return { path: '/test/', layout: 'standard', sitemap: true, meta: { title: 'Test' }, sections, ...page };
}
