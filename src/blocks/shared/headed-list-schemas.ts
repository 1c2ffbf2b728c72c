import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { messageProps } from './message-props';
import { textProp } from './text-prop';

interface HeadedListTexts {
  empty: string;
  error: string;
  heading: string;
  /** What the heading is for, in the studio's field help. */
  headingHelp: string;
}

/**
 * The schemas of a block that shows a list from content under a heading: props with the
 * spec's empty and error texts and the heading, content a list in which a bad item is dropped.
 */
export function headedListSchemas<Item extends z.ZodType>(item: Item, texts: HeadedListTexts) {
  return {
    props: z.object({
      ...messageProps({ empty: texts.empty, error: texts.error }),
      heading: textProp(texts.heading, texts.headingHelp),
    }),
    content: lenientArray(item).optional(),
  };
}
