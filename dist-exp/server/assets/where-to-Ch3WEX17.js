import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { y as whereToItem } from "./page-fields-D40QRdQs.js";
import { t as WhereTo } from "./where-to-9ULF8Xi1.js";
import { z } from "zod";
// src/blocks/where-to/schema.ts
var whereToProps = z.object({
	heading: z.string().default("Where to next?").describe("Heading when the content has none (or always, with fromContent false)."),
	text: z.string().default("We'll create a vacation you'll remember forever.").describe("Text when the content has none (or always, with fromContent false)."),
	buttonText: z.string().default("Plan my trip").describe("The call-to-action label."),
	buttonLink: z.string().default("/go/").describe("The call-to-action target."),
	fromContent: z.boolean().default(true).describe("Use the 'Where to next?' text written for this page, when it has one.")
});
var whereToContent = lenientArray(whereToItem).optional();
// src/blocks/where-to/index.ts
var loadWhereTo = pageFieldLoad("whereTo");
var block = defineBlock({
	type: "where-to",
	description: "The 'Where to next?' call to action: the page's whereTo content, else the configured heading and text.",
	props: whereToProps,
	content: {
		schema: whereToContent,
		load: (context, read) => context.props.fromContent && context.pageId !== void 0 ? loadWhereTo(context, read) : Promise.resolve(void 0)
	},
	component: WhereTo,
	example: { props: { heading: "Let's Plan Your Perfect Family Trip" } }
});
export { block };
