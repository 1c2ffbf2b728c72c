import { pageFieldsLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { DestinationsList } from './destinations-list';
import { destinationsListContent, destinationsListProps } from './schema';

export const block = defineBlock({
  type: 'destinations-list',
  description: "The destinations page's list of destination names (each to /country/{slug}/) beside its image.",
  props: destinationsListProps,
  content: { schema: destinationsListContent, load: pageFieldsLoad(['destinations', 'image']) },
  component: DestinationsList,
  example: {
    content: {
      destinations: [
        { id: 1, name: 'Kenya' },
        { id: 6, name: 'Costa Rica' },
      ],
      image: [{ image: '/images/demo/italy-banner.svg' }],
    },
  },
});
