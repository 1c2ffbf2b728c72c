import { defineBlock } from '../../engine/block';
import { LandingStory } from './landing-story';
import { landingStoryProps } from './schema';

export const block = defineBlock({
  type: 'landing-story',
  description: "The family landing page's story text: heading, paragraphs, a signature and an optional photo, from the config.",
  props: landingStoryProps,
  component: LandingStory,
  example: { props: { signature: 'Sarah Mitchell, founder' } },
});
