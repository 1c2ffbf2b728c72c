import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { AdvisorIntro } from './advisor-intro';
import { advisorIntroContent, advisorIntroProps } from './schema';

export const block = defineBlock({
  type: 'advisor-intro',
  description: "An advisor page's introduction: photo, name and story over a parallax background (0.5).",
  props: advisorIntroProps,
  content: { schema: advisorIntroContent, load: pageFieldLoad('introduction') },
  component: AdvisorIntro,
  example: {
    content: [
      {
        id: 1,
        text: 'Sarah Mitchell',
        description: 'Sarah founded Travel N Relax.',
        image: '/images/demo/advisor-sarah-mitchell.svg',
        backgroundImage: '/images/demo/advisor-sarah-background.svg',
      },
    ],
  },
});
