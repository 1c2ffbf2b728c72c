import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { Catalog } from './catalog';
import { catalogContent, catalogProps } from './schema';

export const block = defineBlock({
  type: 'catalog',
  description: "The page's catalogue as sections alternating image-left and image-right, each with a 'Ready To Travel?' link to /go/.",
  props: catalogProps,
  content: { schema: catalogContent, load: pageFieldLoad('catalog') },
  component: Catalog,
  example: {
    content: [
      { id: 1, text: 'Family Vacations Without the Stress', description: 'We think about the small things.', image: '/images/demo/catalog-family.svg' },
    ],
  },
});
