import type { BlockContext, ContentReader } from '../../engine/block';
import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { whereToContent, whereToProps, type WhereToProps } from './schema';
import { WhereTo } from './where-to';

const loadWhereTo = pageFieldLoad('whereTo');

export const block = defineBlock({
  type: 'where-to',
  description: "The 'Where to next?' call to action: the page's whereTo content, else the configured heading and text.",
  props: whereToProps,
  content: {
    schema: whereToContent,
    load: (context: BlockContext & { props: WhereToProps }, read: ContentReader) =>
      context.props.fromContent && context.pageId !== undefined ? loadWhereTo(context, read) : Promise.resolve(undefined),
  },
  component: WhereTo,
  example: { props: { heading: "Let's Plan Your Perfect Family Trip" } },
});
