import { defineBlock } from '../../engine/block';
import { LandingProblem } from './landing-problem';
import { landingProblemProps } from './schema';

export const block = defineBlock({
  type: 'landing-problem',
  description: "A landing page's problem text: a heading, paragraphs, pain points and an optional image, all from the config.",
  props: landingProblemProps,
  component: LandingProblem,
  example: { props: { heading: 'Too Many Cruise Lines, Too Little Time', points: ['Which ship suits toddlers?'] } },
});
