import { z } from 'zod';
import { lenientArray } from '../../engine/lenient-array';
import { aboutItem } from '../../content/contract/page-fields';
import { textProp } from '../shared/text-prop';

export const aboutProps = z.object({
  fallbackLink: textProp('#', 'Button target when the content has button text but no link.'),
});

/** The page's `about` list; the first item is shown. */
export const aboutContent = lenientArray(aboutItem).optional();

export type AboutProps = z.infer<typeof aboutProps>;
export type AboutContent = z.infer<typeof aboutContent>;
