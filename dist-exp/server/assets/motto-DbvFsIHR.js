import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Motto } from "./motto-BICwC93I.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/motto/schema.ts
var mottoProps = z.object({
	...messageProps({
		empty: "No motto data found.",
		error: "Error fetching data. Please try again."
	}),
	parallax: z.number().min(0).max(1).default(.2).describe("Background moves by this share of the scroll distance.")
});
/** The page's `motto` list; the first item is shown. */
var mottoContent = lenientArray(textBlockItem).optional();
// src/blocks/motto/index.ts
var block = defineBlock({
	type: "motto",
	description: "The page's motto over a background image (default image when missing), with parallax.",
	props: mottoProps,
	content: {
		schema: mottoContent,
		load: pageFieldLoad("motto")
	},
	component: Motto,
	example: { content: [{
		text: "Travel is the only thing you buy that makes you richer",
		description: "Memories made together last a lifetime.",
		backgroundImage: "/images/fallback/motto-background.svg"
	}] }
});
export { block };
