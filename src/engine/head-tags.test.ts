import { describe, expect, it } from 'vitest';
import { renderHeadTags } from './head-tags';
import type { PageHead } from './page-meta';

const head: PageHead = {
  title: 'Honeymoon | Travel N Relax',
  description: 'Honeymoons.',
  keywords: 'honeymoon',
  image: undefined,
  canonicalPath: '/honeymoon/',
  jsonLd: [],
};
const options = { siteName: 'Travel N Relax', defaultImage: '/images/fallback/banner.svg' };
const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];

describe('renderHeadTags', () => {
  it("gives a page without an image of its own the site's default og:image", () => {
    expect(ogImage(renderHeadTags(head, 'https://example.com', options))).toBe('https://example.com/images/fallback/banner.svg');
  });

  it("prefers the page's own image", () => {
    const own = renderHeadTags({ ...head, image: '/images/demo/blog-3.svg' }, 'https://example.com', options);
    expect(ogImage(own)).toBe('https://example.com/images/demo/blog-3.svg');
    expect(own).toContain('<meta name="twitter:image" content="https://example.com/images/demo/blog-3.svg">');
  });
});
