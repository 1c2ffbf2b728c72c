import type { z } from 'zod';
import { textBlockItem } from '../../content/contract/page-fields';
import { headedListSchemas } from '../shared/headed-list-schemas';

/** Props: the spec texts and the heading. Content: the advisor page's `Testimonial` list: text is the traveller's name, description the quote. */
export const { props: advisorTestimonialProps, content: advisorTestimonialContent } = headedListSchemas(textBlockItem, { empty: 'No testimonials found.', error: 'Failed to load content. Please try again later.', heading: 'What Travellers Say', headingHelp: 'Heading above the testimonials.' });

export type AdvisorTestimonialProps = z.infer<typeof advisorTestimonialProps>;
export type AdvisorTestimonialContent = z.infer<typeof advisorTestimonialContent>;
