import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';
import { textProp } from '../shared/text-prop';

export const advisorTestimonialProps = z.object({
  ...messageProps({ empty: 'No testimonials found.', error: 'Failed to load content. Please try again later.' }),
  heading: textProp('What Travellers Say', 'Heading above the testimonials.'),
});

/** The advisor page's `Testimonial` list: text is the traveller's name, description the quote. */
export const advisorTestimonialContent = lenientArray(textBlockItem).optional();

export type AdvisorTestimonialProps = z.infer<typeof advisorTestimonialProps>;
export type AdvisorTestimonialContent = z.infer<typeof advisorTestimonialContent>;
