import { countryDetailsSchema } from '../../content/contract/details-fields';
import { readData } from '../../content/read';
import type { MetaSource } from '../../engine/page-meta';
import { resolveCountry } from '../../blocks/shared/place-details';

/**
 * /country/{value}/: the value is a slug of a destination title or a numeric destination id, and is
 * resolved to the id before `pages/CountryPageDetails` is called. A numeric id moves to the slug
 * path (one address per country); a value that names no destination is a 404. Without meta fields
 * the config's generic 'Explore Destination' title stays.
 */
export const metaSource: MetaSource = async ({ params }, read) => {
  const value = params.id ?? '';
  const country = await resolveCountry(read, value);
  if (!country) {
    console.warn(`[country] Destination not found: "${value}"`);
    return { notFound: true };
  }
  if (country.slug && country.slug !== value) return { redirect: `/country/${country.slug}/` };
  const details = countryDetailsSchema.safeParse(
    await readData(read, 'pages/CountryPageDetails', { countryId: country.countryId }),
  );
  if (!details.success) return {};
  const { destinationDetails, bannerData } = details.data;
  return {
    title: destinationDetails?.metaTitle,
    description: destinationDetails?.metaDescription,
    keywords: destinationDetails?.metaKeyword,
    image: bannerData?.bannerImage,
  };
};
