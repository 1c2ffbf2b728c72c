import { defineBlock } from '../../engine/block';
import { readBlogList } from '../shared/blog-content';
import { BlogGrid } from './blog-grid';
import { blogGridContent, blogGridProps } from './schema';

export const block = defineBlock({
  type: 'blog-grid',
  description: 'The blog list: every post of Blogs/list as a card (1/2/3 columns) opening /{slug}/.',
  props: blogGridProps,
  content: { schema: blogGridContent, load: (_context, read) => readBlogList(read) },
  component: BlogGrid,
  example: {
    content: [
      {
        blogId: 1,
        title: 'Disney World: 10 Tips for Families!',
        image: '/images/demo/blog-1.svg',
        createdAt: '2026-01-14T16:00:00.000Z',
        authorName: 'Sarah Mitchell',
        categories: ['1'],
        categoryNames: ['Family Travel'],
      },
    ],
  },
});
