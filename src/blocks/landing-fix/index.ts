import { defineBlock } from '../../engine/block';
import { LandingFix } from './landing-fix';
import { landingFixProps } from './schema';

export const block = defineBlock({
  type: 'landing-fix',
  description: "The landing pages' 'The Fix' banner: heading, text, numbered steps and a button over a darkened image.",
  props: landingFixProps,
  component: LandingFix,
  example: { props: { steps: ['Tell us about your family', 'Get a plan', 'Travel relaxed'] } },
});
