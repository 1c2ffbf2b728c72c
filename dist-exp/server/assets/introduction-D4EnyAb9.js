import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Introduction } from "./introduction-BJw_DZDO.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/introduction/schema.ts
var introductionProps = z.object({
	...messageProps({
		empty: "Introduction data not found.",
		error: "Failed to load introduction data. Please try again later."
	}),
	heading: z.string().optional().describe("Optional heading above the blocks."),
	titleLevel: z.union([z.literal(2), z.literal(3)]).default(3).describe("Heading level of each item's title: 2 when the section has no heading of its own under the page's h1."),
	maxItems: z.number().int().positive().optional().describe("Show at most this many items."),
	imageFirst: z.boolean().default(true).describe("The first item has its image on the left; then they alternate."),
	defaultButtonText: z.string().optional().describe("Button label of the first item when it has none (the wedding-style pages: 'Back to Home')."),
	defaultButtonLink: z.string().optional().describe("Button target of the first item when it has none (e.g. '/')."),
	buttonNewTab: z.boolean().default(true).describe("Open the buttons in a new tab (external links always do)."),
	showMessages: z.boolean().default(true).describe("Show a message when there is nothing to show or the text could not be read. Off: the message stays hidden (as on the home page).")
});
var introductionContent = lenientArray(textBlockItem).optional();
// src/blocks/introduction/index.ts
var block = defineBlock({
	type: "introduction",
	description: "The page's introduction items as alternating image and text blocks with optional buttons.",
	props: introductionProps,
	content: {
		schema: introductionContent,
		load: pageFieldLoad("introduction")
	},
	component: Introduction,
	example: { content: [{
		id: 1,
		text: "Why families choose us",
		description: "Twenty years of trips.",
		image: "/images/fallback/banner.svg"
	}] }
});
export { block };
