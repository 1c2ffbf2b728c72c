import { n as pageFieldsLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as DestinationsList } from "./destinations-list-D6dqzeH1.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { c as imageItem, o as destinationNameItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/destinations-list/schema.ts
var destinationsListProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to fetch data. Please try again later."
	}),
	heading: z.string().default("Our Destinations").describe("Heading above the destination names."),
	text: z.string().default("Places our advisors know first-hand. Pick one to see what a trip there could look like.").describe("Short text under the heading.")
});
/** Page 17's `destinations` (id, name) and `image` list (the first image is shown). */
var destinationsListContent = z.object({
	destinations: lenientArray(destinationNameItem).nullish().transform((v) => v ?? []),
	image: lenientArray(imageItem).nullish().transform((v) => v ?? [])
});
// src/blocks/destinations-list/index.ts
var block = defineBlock({
	type: "destinations-list",
	description: "The destinations page's list of destination names (each to /country/{slug}/) beside its image.",
	props: destinationsListProps,
	content: {
		schema: destinationsListContent,
		load: pageFieldsLoad(["destinations", "image"])
	},
	component: DestinationsList,
	example: { content: {
		destinations: [{
			id: 1,
			name: "Kenya"
		}, {
			id: 6,
			name: "Costa Rica"
		}],
		image: [{ image: "/images/demo/italy-banner.svg" }]
	} }
});
export { block };
