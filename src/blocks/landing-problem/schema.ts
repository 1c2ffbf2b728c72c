import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const landingProblemProps = z.object({
  eyebrow: textProp('Sound familiar?', 'A short line above the heading.'),
  heading: textProp('Planning a Family Trip Should Not Feel Like a Second Job', 'The problem, as a heading.'),
  paragraphs: z
    .array(z.string().min(1))
    .default([
      'Dozens of browser tabs, conflicting reviews and prices that change by the hour. By the time everything is booked, the trip feels like work before it has even begun.',
    ])
    .describe('The problem text, one string per paragraph.'),
  points: z.array(z.string().min(1)).default([]).describe('Pain points, shown as a list after the text.'),
  image: z.string().regex(/^\/[^\s"()]*$/).optional().describe('An illustration beside the text (a site path).'),
  imageAlt: textProp('', 'What the image shows; empty when it is decorative.'),
});

export type LandingProblemProps = z.infer<typeof landingProblemProps>;
