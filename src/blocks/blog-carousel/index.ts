import { defineBlock } from '../../engine/block';
import { exampleBlogPost, readBlogList } from '../shared/blog-content';
import { BlogCarousel } from './blog-carousel';
import { blogCarouselContent, blogCarouselProps } from './schema';

export const block = defineBlock({
  type: 'blog-carousel',
  description: "The 'Travel Blog' carousel: posts of category \"1\" from Blogs/list, 150-character excerpts, cards linking to /blog/.",
  props: blogCarouselProps,
  content: { schema: blogCarouselContent, load: (_context, read) => readBlogList(read) },
  component: BlogCarousel,
  example: { content: [exampleBlogPost] },
});
