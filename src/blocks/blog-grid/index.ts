import { defineBlock } from '../../engine/block';
import { exampleBlogPost, readBlogList } from '../shared/blog-content';
import { BlogGrid } from './blog-grid';
import { blogGridContent, blogGridProps } from './schema';

export const block = defineBlock({
  type: 'blog-grid',
  description: 'The blog list: every post of Blogs/list as a card (1/2/3 columns) opening /{slug}/.',
  props: blogGridProps,
  content: { schema: blogGridContent, load: (_context, read) => readBlogList(read) },
  component: BlogGrid,
  example: { content: [exampleBlogPost] },
});
