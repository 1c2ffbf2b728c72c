import { z } from 'zod';
import { metaFields } from '../../content/contract/page-fields';
import { readData, readPage } from '../../content/read';
import type { ContentReader } from '../../engine/block';
import type { MetaSource } from '../../engine/page-meta';

const pageMeta = z.object(metaFields);

/**
 * Whether the content source answers at all: the regions every page's footer reads (read once per
 * request, so asking costs nothing more). A source that answers this but not a page id does not
 * know that id; a source that answers nothing is down, and the page shows its error lines instead.
 */
async function contentSourceAnswers(read: ContentReader): Promise<boolean> {
  return readData(read, 'pages/regions', {}).then(
    () => true,
    () => false,
  );
}

/**
 * Title, description and keywords from the page's own content (meta_title, meta_description,
 * meta_keyword). On the generic route `/page/:pageId/`, an id that is not a page id (`abc`) or
 * that the content source does not know (`999`) is the 404 page.
 */
export const metaSource: MetaSource = async ({ pageId, params }, read) => {
  if (pageId === undefined) return params.pageId === undefined ? {} : { notFound: true };
  // Only the generic route's id comes from the visitor's URL: a configured page whose content is
  // missing or unreadable (the database down, say) is still that page, with its error lines.
  const idFromUrl = params.pageId !== undefined;
  const content = await readPage(read, pageId).catch(async (error: unknown) => {
    if (idFromUrl && (await contentSourceAnswers(read))) return undefined;
    throw error;
  });
  if (!content) {
    if (!idFromUrl) return {};
    console.warn(`[page] the content source has no page ${pageId}`);
    return { notFound: true };
  }
  const parsed = pageMeta.safeParse(content);
  if (!parsed.success) return {};
  return {
    title: parsed.data.meta_title,
    description: parsed.data.meta_description,
    keywords: parsed.data.meta_keyword,
  };
};
