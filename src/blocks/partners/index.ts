import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Partners } from './partners';
import { partnersContent, partnersProps } from './schema';

export const block = defineBlock({
  type: 'partners',
  description: "A strip of partner logos from the page's `partners` (the home page uses pageId 2's); hidden when empty.",
  props: partnersProps,
  content: { schema: partnersContent, load: pageFieldLoad('partners') },
  component: Partners,
  example: { content: [{ id: 1, title: 'Coral Bay Resorts', image: '/images/demo/partner-coral-bay.svg' }] },
});
