import { t as countryDetailsSchema } from "./details-fields-lpdanTRE.js";
import { r as readData } from "./read-Bx0rmszW.js";
import { o as resolveCountry } from "./place-details-bZ1HBFQ5.js";
// src/site/meta-sources/country.ts
/**
* /country/{value}/: the value is a slug of a destination title or a numeric destination id, and is
* resolved to the id before `pages/CountryPageDetails` is called. A numeric id moves to the slug
* path (one address per country); a value that names no destination is a 404. Without meta fields
* the config's generic 'Explore Destination' title stays.
*/
var metaSource = async ({ params }, read) => {
	const value = params.id ?? "";
	const country = await resolveCountry(read, value);
	if (!country) {
		console.warn(`[country] Destination not found: "${value}"`);
		return { notFound: true };
	}
	if (country.slug && country.slug !== value) return { redirect: `/country/${country.slug}/` };
	const details = countryDetailsSchema.safeParse(await readData(read, "pages/CountryPageDetails", { countryId: country.countryId }));
	if (!details.success) return {};
	const { destinationDetails, bannerData } = details.data;
	return {
		title: destinationDetails?.metaTitle,
		description: destinationDetails?.metaDescription,
		keywords: destinationDetails?.metaKeyword,
		image: bannerData?.bannerImage
	};
};
export { metaSource };
