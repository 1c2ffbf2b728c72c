import { h as reviewPageFields } from "./page-fields-D40QRdQs.js";
import { a as requirePageId, r as readData } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as ReviewLinks } from "./review-links-BMX6Iw9q.js";
import { z } from "zod";
// src/blocks/review-links/schema.ts
var reviewLinksProps = z.object({
	titleFallback: z.string().default("Review Travel N Relax").describe("Title when the content has none."),
	subtextFallback: z.string().default("We value your feedback and strive to improve your travel experience!").describe("Text under the title when the content has none."),
	notFoundText: z.string().default("Review data not found.").describe("Shown when the page call answers without data."),
	errorText: z.string().default("Failed to load review data. Please try again later.").describe("Shown in red when the page call fails.")
});
/** The review page's fields; null when the call answered without a data object. */
var reviewLinksContent = z.object(reviewPageFields).nullable();
// src/blocks/review-links/index.ts
var reviewFieldNames = Object.keys(reviewPageFields);
var block = defineBlock({
	type: "review-links",
	description: "The review page's title, text and outbound review buttons (Google, Yelp), with the spec's not-found and error texts.",
	props: reviewLinksProps,
	content: {
		schema: reviewLinksContent,
		load: async (context, read) => {
			const data = await readData(read, "pages/get", { pageId: requirePageId(context) });
			if (data === null || typeof data !== "object") return null;
			return Object.fromEntries(reviewFieldNames.map((field) => [field, Reflect.get(data, field)]));
		}
	},
	component: ReviewLinks,
	example: { content: {
		review_title: "Review Travel N Relax",
		subtext: "Back from your trip? We would love to hear how it went.",
		google_text: "Review us on Google",
		google_link: "https://www.google.com/search?q=Travel+N+Relax",
		yelp_text: "Review us on Yelp",
		yelp_link: "https://www.yelp.com/search?find_desc=Travel+N+Relax"
	} }
});
export { block };
