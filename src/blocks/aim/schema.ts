import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { textBlockItem } from '../../content/contract/page-fields';
import { messageProps } from '../shared/message-props';

export const aimProps = z.object({
  ...messageProps({ empty: 'No data available.', error: 'Failed to load content. Please try again later.' }),
});

/** The page's `aim` list; the first item is shown (heading, text, image). */
export const aimContent = lenientArray(textBlockItem).optional();

export type AimProps = z.infer<typeof aimProps>;
export type AimContent = z.infer<typeof aimContent>;
