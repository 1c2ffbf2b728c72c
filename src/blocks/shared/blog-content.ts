import { z } from 'zod';
import { blogItem, type BlogItem } from '../../content/contract/page-fields';
import { readData } from '../../content/read';
import { ContentUnavailableError, type ContentReader } from '../../engine/block';
import { slugify } from '../../lib/slug';

/**
 * The blog's content helpers, shared by the blog blocks and the blog meta sources: the list call,
 * the spec's slug rule for a post's path, and finding a post by slug.
 */
const blogListData = z.object({ blogs: z.unknown() });

/** The raw `blogs` of Blogs/list (each block validates them); throws when the call failed. */
export async function readBlogList(read: ContentReader): Promise<unknown> {
  const parsed = blogListData.safeParse(await readData(read, 'Blogs/list', {}));
  if (!parsed.success) throw new ContentUnavailableError('Blogs/list');
  return parsed.data.blogs;
}

export { blogPath } from './blog-path';

/** The first post whose title slugs to `slug`, among the entries that parse as posts. */
export function findBlogBySlug(blogs: unknown, slug: string): BlogItem | undefined {
  if (!Array.isArray(blogs)) return undefined;
  const wanted = slug.toLowerCase();
  for (const entry of blogs) {
    const parsed = blogItem.safeParse(entry);
    if (parsed.success && slugify(parsed.data.title) === wanted) return parsed.data;
  }
  return undefined;
}

/** There is no post with this slug: the blog detail route sends the visitor to /blog/. */
export class BlogNotFoundError extends Error {
  constructor(slug: string) {
    super(`no blog post has the slug "${slug}"`);
    this.name = 'BlogNotFoundError';
  }
}

const detailsData = z.array(z.unknown());

/**
 * One post by its slug, as the blog detail page shows it: found in Blogs/list (so a direct visit
 * or a reload works, not only a click from the list), then read from Blogs/details/{blogId}
 * (first item). Throws BlogNotFoundError or ContentUnavailableError.
 */
export async function readBlogPost(read: ContentReader, slug: string): Promise<BlogItem> {
  const listed = findBlogBySlug(await readBlogList(read), slug);
  if (!listed) throw new BlogNotFoundError(slug);
  const details = detailsData.safeParse(await readData(read, 'Blogs/details', { blogId: listed.blogId }));
  const post = details.success ? blogItem.safeParse(details.data[0]) : undefined;
  if (!post?.success) throw new ContentUnavailableError('Blogs/details');
  return post.data;
}

/** One post of Blogs/list as the blog blocks' catalogue examples show it. */
export const exampleBlogPost = {
  blogId: 1,
  title: 'Disney World: 10 Tips for Families!',
  description: 'Walt Disney World is four theme parks.',
  image: '/images/demo/blog-1.svg',
  createdAt: '2026-01-14T16:00:00.000Z',
  authorName: 'Sarah Mitchell',
  categories: ['1'],
  categoryNames: ['Family Travel'],
};
