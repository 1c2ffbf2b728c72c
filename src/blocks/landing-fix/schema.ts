import { z } from 'zod';
import { textProp } from '../shared/text-prop';

export const landingFixProps = z.object({
  heading: textProp('The Fix', "The banner's heading (the spec's 'The Fix')."),
  subHeading: z.string().optional().describe('A line under the heading.'),
  text: textProp('One Denver advisor who plans the whole trip around your family, books it, and stays on call until you are home.', 'What the agency does about the problem.'),
  steps: z.array(z.string().min(1)).default([]).describe('How it works, in order (shown as numbered steps).'),
  image: z.string().regex(/^\/[^\s"()]*$/).default('/images/demo/motto-sea.svg').describe('Background image (a site path), darkened for contrast.'),
  buttonText: textProp('Talk to a Travel Expert', 'The button label; empty for no button.'),
  buttonLink: textProp('#lead-form', "Where the button goes: '#<section id>' jumps to a section of this page (the lead form)."),
});

export type LandingFixProps = z.infer<typeof landingFixProps>;
