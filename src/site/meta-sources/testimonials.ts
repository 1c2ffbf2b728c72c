import { z } from 'zod';
import { metaFields } from '../../content/contract/page-fields';
import { readData } from '../../content/read';
import type { MetaSource } from '../../engine/page-meta';

const listMeta = z.object(metaFields);

/**
 * The testimonials page's title, description and keywords from testimonials/testimonial_list. When
 * they are missing the page config's defaults apply ('Default Description', 'Default Keyword').
 */
export const metaSource: MetaSource = async (_context, read) => {
  const data = await readData(read, 'testimonials/testimonial_list', {}).catch((error: unknown) => {
    throw new Error('Failed to load metadata.', { cause: error });
  });
  const parsed = listMeta.safeParse(data);
  if (!parsed.success) throw new Error('Failed to load metadata.');
  return { title: parsed.data.meta_title, description: parsed.data.meta_description, keywords: parsed.data.meta_keyword };
};
