import { n as defineBlock } from "./block-C-Dlm-se.js";
import { a as readPlaceDetails, n as placeSources, t as detailsPart } from "./place-details-bZ1HBFQ5.js";
import { t as PlaceBanner } from "./place-banner-kWuWvUKy.js";
import { i as optionalText, o as safeLink } from "./fields-CILBz18C.js";
import { z } from "zod";
// src/blocks/place-banner/schema.ts
var placeBannerProps = z.object({
	source: z.enum(placeSources).default("country").describe("Whose banner: the route's month (/monthly/:slug/) or country (/country/:id/)."),
	fallbackTitle: z.string().default("Explore Destination").describe("Heading when the content has no banner title."),
	errorText: z.string().default("Failed to fetch banner data.").describe("Shown in red under the banner when loading fails.")
});
/** The month's `banner` (image, bannerText) or the country's `bannerData` (bannerImage, bannerTitle). */
var placeBannerContent = z.object({
	image: safeLink,
	bannerText: optionalText,
	bannerImage: safeLink,
	bannerTitle: optionalText
}).partial().nullish();
// src/blocks/place-banner/index.ts
var block = defineBlock({
	type: "place-banner",
	description: "The month or country page's hero: banner title over its image ('Explore Destination' when untitled).",
	props: placeBannerProps,
	content: {
		schema: placeBannerContent,
		load: async (context, read) => detailsPart(await readPlaceDetails(context.props.source, context.params, read), context.props.source === "month" ? "banner" : "bannerData")
	},
	component: PlaceBanner,
	example: {
		props: { source: "country" },
		content: {
			bannerImage: "/images/demo/kenya-banner.svg",
			bannerTitle: "Kenya: Safari Country"
		}
	}
});
export { block };
