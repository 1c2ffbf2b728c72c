import { pageFieldsLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { SafariSections } from './safari-sections';
import { safariSectionsContent, safariSectionsProps } from './schema';

export const block = defineBlock({
  type: 'safari-sections',
  description: "The safari page's alternating image/text sections: at most 5 introduction and 2 motto items.",
  props: safariSectionsProps,
  content: { schema: safariSectionsContent, load: pageFieldsLoad(['introduction', 'motto']) },
  component: SafariSections,
  example: {
    content: {
      introduction: [{ id: 1, text: 'The Maasai Mara', description: 'Lions follow the herds.', image: 'kenya-savanna.svg' }],
      motto: [],
    },
  },
});
