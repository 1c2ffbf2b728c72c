import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Intro } from "./intro-CN79JAEG.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { l as introItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/intro/schema.ts
var introProps = z.object({ failureLog: z.string().default("Error fetching intro data. Please try again later.").describe("Logged (not shown) when the content cannot be loaded.") });
/** The page's `intro` list; the first item is shown. */
var introContent = lenientArray(introItem).optional();
// src/blocks/intro/index.ts
var block = defineBlock({
	type: "intro",
	description: "The page's intro (first item): heading, description and an optional button opening in a new tab; hidden until loaded and when empty.",
	props: introProps,
	content: {
		schema: introContent,
		load: pageFieldLoad("intro")
	},
	component: Intro,
	example: { content: [{
		text: "Vacations Built Around Your Family",
		description: "We listen first, then design trips that fit everyone.",
		buttonText: "Plan my trip",
		buttonLink: "/go/"
	}] }
});
export { block };
