import { readBlogPost } from '../../blocks/shared/blog-content';
import type { MetaSource } from '../../engine/page-meta';
import { isoDate } from '../../lib/dates';
import { siteConfig } from '../site-config';

const BLOG_LIST = '/blog/';

/**
 * A blog post's meta tags from its meta fields. No post with this slug, or any failure, sends the
 * visitor to the blog list: the server answers 302, the browser navigates.
 */
export const metaSource: MetaSource = async ({ params }, read) => {
  const slug = params.slug ?? '';
  const post = await readBlogPost(read, slug).catch((error: unknown) => {
    console.warn(`[blog] /${slug}/ goes to ${BLOG_LIST}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  if (!post) return { redirect: BLOG_LIST };
  return {
    title: post.meta_title ?? `${post.title} | ${siteConfig.name}`,
    description: post.meta_description,
    keywords: post.meta_keyword,
    image: post.image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        ...(isoDate(post.createdAt) ? { datePublished: isoDate(post.createdAt) } : {}),
        ...(post.authorName ? { author: { '@type': 'Person', name: post.authorName } } : {}),
        ...(post.meta_description ? { description: post.meta_description } : {}),
      },
    ],
  };
};
