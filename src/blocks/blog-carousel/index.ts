import { defineBlock } from '../../engine/block';
import { readBlogList } from '../shared/blog-content';
import { BlogCarousel } from './blog-carousel';
import { blogCarouselContent, blogCarouselProps } from './schema';

export const block = defineBlock({
  type: 'blog-carousel',
  description: "The 'Travel Blog' carousel: posts of category \"1\" from Blogs/list, 150-character excerpts, cards linking to /blog/.",
  props: blogCarouselProps,
  content: { schema: blogCarouselContent, load: (_context, read) => readBlogList(read) },
  component: BlogCarousel,
  example: {
    content: [
      {
        blogId: 1,
        title: 'Disney World: 10 Tips for Families!',
        description: 'Walt Disney World is four theme parks.',
        image: '/images/demo/blog-1.svg',
        createdAt: '2026-01-14T16:00:00.000Z',
        authorName: 'Sarah Mitchell',
        categories: ['1'],
      },
    ],
  },
});
