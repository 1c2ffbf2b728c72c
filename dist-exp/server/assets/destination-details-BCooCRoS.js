import { n as defineBlock } from "./block-C-Dlm-se.js";
import { a as readPlaceDetails, n as placeSources, t as detailsPart } from "./place-details-bZ1HBFQ5.js";
import { t as DestinationDetails } from "./destination-details-DhGe1H7D.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { i as optionalText, o as safeLink } from "./fields-CILBz18C.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/destination-details/schema.ts
var destinationDetailsProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to fetch data. Please try again later."
	}),
	source: z.enum(placeSources).default("country").describe("Whose details: the route's month or country."),
	imageCount: z.number().int().min(1).max(8).default(4).describe("How many of the destination images to show.")
});
/** `destinationDetails` of the month or country call: country name, description, images. */
var destinationDetailsContent = z.object({
	countryName: optionalText,
	destinationDescription: optionalText,
	destinationImagesPath: lenientArray(safeLink).nullish().transform((v) => (v ?? []).filter((src) => Boolean(src)))
}).nullish();
// src/blocks/destination-details/index.ts
var block = defineBlock({
	type: "destination-details",
	description: "Destination details of the route's month or country: country name, description and four images.",
	props: destinationDetailsProps,
	content: {
		schema: destinationDetailsContent,
		load: async (context, read) => detailsPart(await readPlaceDetails(context.props.source, context.params, read), "destinationDetails")
	},
	component: DestinationDetails,
	example: { content: {
		countryName: "Kenya",
		destinationDescription: "Family-run camps and guides we know.",
		destinationImagesPath: [
			1,
			2,
			3,
			4
		].map((n) => `/images/demo/kenya-${n}.svg`)
	} }
});
export { block };
