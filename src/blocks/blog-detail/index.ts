import { defineBlock } from '../../engine/block';
import { readBlogPost } from '../shared/blog-content';
import { BlogDetail } from './blog-detail';
import { blogDetailContent, blogDetailProps } from './schema';

export const block = defineBlock({
  type: 'blog-detail',
  description: 'One blog post, found by the route\'s :slug in Blogs/list and read from Blogs/details; a miss sends the visitor to /blog/.',
  props: blogDetailProps,
  content: {
    schema: blogDetailContent,
    load: (context, read) => readBlogPost(read, context.params.slug ?? ''),
  },
  component: BlogDetail,
  example: {
    content: {
      blogId: 1,
      title: 'Disney World: 10 Tips for Families!',
      description: 'Walt Disney World is four theme parks.\n\nBook dining early.',
      image: '/images/demo/blog-1.svg',
      createdAt: '2026-01-14T16:00:00.000Z',
      authorName: 'Sarah Mitchell',
      categories: ['1'],
      categoryNames: ['Family Travel'],
    },
  },
});
