import { readData, readPage, requirePageId } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { PageStatus } from './page-status';
import { pageStatusContent, pageStatusProps } from './schema';

export const block = defineBlock({
  type: 'page-status',
  description: "Shows the spec's red error line when the page's content fails to load; nothing otherwise.",
  props: pageStatusProps,
  content: {
    schema: pageStatusContent,
    load: async (context, read) => {
      if (context.props.emptyText === undefined) {
        await readPage(read, requirePageId(context));
        return null;
      }
      // With an empty text, an answer without a data object is a state of its own, not a failure.
      const data = await readData(read, 'pages/get', { pageId: requirePageId(context) });
      return { hasData: data !== null && typeof data === 'object' };
    },
  },
  component: PageStatus,
});
