import { monthDetailsSchema } from '../../content/contract/details-fields';
import { readData } from '../../content/read';
import type { MetaSource } from '../../engine/page-meta';
import { resolveMonthId } from '../../blocks/shared/place-details';

/**
 * /monthly/{slug}/: the month is the tile of page 16 whose title slugs to the route slug. With no
 * match the spec logs a warning and shows nothing: here that is a 404 inside the site's chrome.
 */
export const metaSource: MetaSource = async ({ params }, read) => {
  const slug = params.slug ?? '';
  const monthId = await resolveMonthId(read, slug);
  if (monthId === undefined) {
    console.warn(`[month] no month matches the slug "${slug}"`);
    return { notFound: true };
  }
  const details = monthDetailsSchema.safeParse(await readData(read, 'pages/monthPageDetails', { monthId }));
  if (!details.success) return {};
  const { metaData, banner } = details.data;
  return {
    title: metaData?.meta_title,
    description: metaData?.meta_description,
    keywords: metaData?.meta_keyword,
    image: banner?.image,
  };
};
