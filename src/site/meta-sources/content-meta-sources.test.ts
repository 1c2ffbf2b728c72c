import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeReader } from '../../blocks/shared/block-test-utils';
import type { MetaContext } from '../../engine/page-meta';
import { buildHead, resolveMeta } from '../../engine/page-meta';
import { metaSource as blogDetail } from './blog-detail';
import { metaSource as blogList } from './blog-list';
import { metaSource as testimonials } from './testimonials';

afterEach(() => vi.restoreAllMocks());

const context = (path: string, params: Record<string, string> = {}, meta: MetaContext['page']['meta'] = { title: 'Default' }): MetaContext => ({
  page: { path, layout: 'standard', sitemap: true, meta, sections: [] },
  params,
  pageId: undefined,
});

const meta = { meta_title: 'T', meta_description: 'D', meta_keyword: 'K' };
const post = {
  blogId: 2,
  title: 'How to Plan a Multigenerational Family Vacation',
  createdAt: '2026-02-03T15:30:00.000Z',
  authorName: 'Emma Collins',
  image: '/images/demo/blog-2.svg',
  categories: ['1'],
  meta_title: 'Multigenerational | Blog',
  meta_description: 'Practical advice.',
  meta_keyword: 'multigenerational travel',
};

describe('testimonials meta source', () => {
  it('reads title, description and keywords from testimonials/testimonial_list', async () => {
    const read = fakeReader({ 'testimonials/testimonial_list': { success: true, data: { testimonials: [], ...meta } } });
    await expect(testimonials(context('/testimonials/'), read)).resolves.toEqual({ title: 'T', description: 'D', keywords: 'K' });
  });

  it("leaves 'Default Keyword' and 'Default Description' of the page config when the content has none or the call fails", async () => {
    const page = context('/testimonials/', {}, { title: 'Testimonials', description: 'Default Description', keywords: 'Default Keyword' });
    const empty = fakeReader({ 'testimonials/testimonial_list': { success: true, data: { testimonials: [] } } });
    expect(buildHead(page, await resolveMeta(page, { testimonials: async () => testimonials }, empty))).toMatchObject({
      description: 'Default Description',
      keywords: 'Default Keyword',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await resolveMeta({ ...page, page: { ...page.page, meta: { ...page.page.meta, source: 'testimonials' } } }, { testimonials: async () => testimonials }, fakeReader({}))).toEqual({});
    expect(String(warn.mock.calls[0]?.[0])).toContain('Failed to load metadata.');
  });
});

describe('blog-list meta source', () => {
  it('reads the meta fields of Blogs/list, and throws the spec message when the call fails', async () => {
    const read = fakeReader({ 'Blogs/list': { success: true, data: { blogs: [], ...meta } } });
    await expect(blogList(context('/blog/'), read)).resolves.toEqual({ title: 'T', description: 'D', keywords: 'K' });
    await expect(blogList(context('/blog/'), fakeReader({}))).rejects.toThrow('Failed to load metadata.');
  });
});

describe('blog-detail meta source', () => {
  const list = { success: true, data: { blogs: [post] } };

  it("gives the post's meta fields and structured data", async () => {
    const read = fakeReader({ 'Blogs/list': list, 'Blogs/details': { success: true, data: [post] } });
    const result = await blogDetail(context('/:slug/', { slug: 'how-to-plan-a-multigenerational-family-vacation' }), read);
    expect(result).toMatchObject({
      title: 'Multigenerational | Blog',
      description: 'Practical advice.',
      keywords: 'multigenerational travel',
      image: '/images/demo/blog-2.svg',
    });
    expect(result.redirect).toBeUndefined();
    expect(result.jsonLd?.[0]).toMatchObject({ '@type': 'BlogPosting', headline: post.title, author: { name: 'Emma Collins' } });
  });

  it('redirects to /blog/ for an unknown slug and for any failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const slug = { slug: 'how-to-plan-a-multigenerational-family-vacation' };
    const cases = [
      [{ slug: 'no-such-post' }, fakeReader({ 'Blogs/list': list, 'Blogs/details': { success: true, data: [post] } })],
      [slug, fakeReader({})],
      [slug, fakeReader({ 'Blogs/list': list })],
      [slug, fakeReader({ 'Blogs/list': list, 'Blogs/details': { success: false, data: null } })],
    ] as const;
    for (const [params, read] of cases) {
      await expect(blogDetail(context('/:slug/', params), read)).resolves.toEqual({ redirect: '/blog/' });
    }
    expect(warn).toHaveBeenCalledTimes(4);
  });
});
