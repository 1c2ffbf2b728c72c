import { z } from 'zod';
import { metaFields } from '../../content/contract/page-fields';
import { readPage } from '../../content/read';
import type { MetaSource } from '../../engine/page-meta';

const pageMeta = z.object(metaFields);

/** Title, description and keywords from the page's own content (meta_title, meta_description, meta_keyword). */
export const metaSource: MetaSource = async ({ pageId }, read) => {
  if (pageId === undefined) return {};
  const parsed = pageMeta.safeParse(await readPage(read, pageId));
  if (!parsed.success) return {};
  return {
    title: parsed.data.meta_title,
    description: parsed.data.meta_description,
    keywords: parsed.data.meta_keyword,
  };
};
