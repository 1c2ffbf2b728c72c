import type { BlockContext } from '../../engine/block';
import { pageFieldLoadWhen } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { whereToContent, whereToProps, type WhereToProps } from './schema';
import { WhereTo } from './where-to';

export const block = defineBlock({
  type: 'where-to',
  description: "The 'Where to next?' call to action: the page's whereTo content, else the configured heading and text.",
  props: whereToProps,
  content: {
    schema: whereToContent,
    load: pageFieldLoadWhen('whereTo', (context: BlockContext & { props: WhereToProps }) => context.props.fromContent && context.pageId !== undefined),
  },
  component: WhereTo,
  example: { props: { heading: "Let's Plan Your Perfect Family Trip" } },
});
