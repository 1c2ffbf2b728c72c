import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { AdvisorTestimonial } from './advisor-testimonial';
import { advisorTestimonialContent, advisorTestimonialProps } from './schema';

export const block = defineBlock({
  type: 'advisor-testimonial',
  description: "An advisor page's testimonials (page `Testimonial` list): quote and traveller's name.",
  props: advisorTestimonialProps,
  content: { schema: advisorTestimonialContent, load: pageFieldLoad('Testimonial') },
  component: AdvisorTestimonial,
  example: { content: [{ id: 1, text: 'Janelle T.', description: 'Our Disney plan was perfect.' }] },
});
