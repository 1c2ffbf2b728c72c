import { z } from 'zod';
import { readPage, requirePageId } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { PageStatus } from './page-status';
import { pageStatusProps } from './schema';


export const block = defineBlock({
  type: 'page-status',
  description: "Shows the spec's red error line when the page's content fails to load; nothing otherwise.",
  props: pageStatusProps,
  content: {
    schema: z.unknown(),
    load: async (context, read) => {
      await readPage(read, requirePageId(context));
      return null;
    },
  },
  component: PageStatus,
});
