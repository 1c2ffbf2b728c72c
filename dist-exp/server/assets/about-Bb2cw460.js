import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as About } from "./about-Bbhem5Gn.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { t as aboutItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/about/schema.ts
var aboutProps = z.object({ fallbackLink: z.string().default("#").describe("Button target when the content has button text but no link.") });
/** The page's `about` list; the first item is shown. */
var aboutContent = lenientArray(aboutItem).optional();
// src/blocks/about/index.ts
var block = defineBlock({
	type: "about",
	description: "About the agency (first item of the page's `about`): image, heading, description and a button to buttonLink or '#'.",
	props: aboutProps,
	content: {
		schema: aboutContent,
		load: pageFieldLoad("about")
	},
	component: About,
	example: { content: [{
		text: "Two Decades of Getting the Details Right",
		description: "Families deserve a real person who answers the phone.",
		image: "/images/demo/about-denver.svg",
		buttonText: "Meet Sarah",
		buttonLink: "/sarah-mitchell/"
	}] }
});
export { block };
