import { n as defineBlock } from "./block-C-Dlm-se.js";
import { i as readMonthDetails, t as detailsPart } from "./place-details-bZ1HBFQ5.js";
import { t as MoreDestinations } from "./more-destinations-Bu-0hnPP.js";
import { i as monthDetailsSchema } from "./details-fields-lpdanTRE.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/more-destinations/schema.ts
var moreDestinationsProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to fetch data. Please try again later."
	}),
	heading: z.string().default("More Destinations").describe("Heading above the grid."),
	linkText: z.string().default("Explore").describe("Card link label; the country name follows it.")
});
/** The month's `viewMoreDestinations`, each card linking to its country page. */
var moreDestinationsContent = monthDetailsSchema.shape.viewMoreDestinations;
// src/blocks/more-destinations/index.ts
var block = defineBlock({
	type: "more-destinations",
	description: "The month detail page's 'More Destinations' grid, each card linking to its country page.",
	props: moreDestinationsProps,
	content: {
		schema: moreDestinationsContent,
		load: async (context, read) => detailsPart(await readMonthDetails(read, context.params.slug ?? ""), "viewMoreDestinations")
	},
	component: MoreDestinations,
	example: { content: [{
		destinationId: 6,
		bannerTitle: "Costa Rica: Pura Vida",
		countryName: "Costa Rica",
		destinationDescription: "Rainforests, volcanoes and two coastlines.",
		bannerImage: "/images/demo/costa-rica-banner.svg"
	}] }
});
export { block };
