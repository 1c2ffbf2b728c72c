import { i as monthDetailsSchema } from "./details-fields-lpdanTRE.js";
import { r as readData } from "./read-Bx0rmszW.js";
import { s as resolveMonthId } from "./place-details-bZ1HBFQ5.js";
// src/site/meta-sources/month-detail.ts
/**
* /monthly/{slug}/: the month is the tile of page 16 whose title slugs to the route slug. With no
* match the spec logs a warning and shows nothing: here that is a 404 inside the site's chrome.
*/
var metaSource = async ({ params }, read) => {
	const slug = params.slug ?? "";
	const monthId = await resolveMonthId(read, slug);
	if (monthId === void 0) {
		console.warn(`[month] no month matches the slug "${slug}"`);
		return { notFound: true };
	}
	const details = monthDetailsSchema.safeParse(await readData(read, "pages/monthPageDetails", { monthId }));
	if (!details.success) return {};
	const { metaData, banner } = details.data;
	return {
		title: metaData?.meta_title,
		description: metaData?.meta_description,
		keywords: metaData?.meta_keyword,
		image: banner?.image
	};
};
export { metaSource };
