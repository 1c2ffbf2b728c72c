import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Certifications } from "./certifications-C72UDgC9.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/certifications/schema.ts
var certificationsProps = z.object({
	...messageProps({
		empty: "No certification data found.",
		error: "Failed to load content. Please try again later."
	}),
	heading: z.string().default("Certifications").describe("Heading when the content's item has no text.")
});
/** The page's `certifications` list: each item's description holds one certification per line. */
var certificationsContent = lenientArray(textBlockItem).optional();
// src/blocks/certifications/index.ts
var block = defineBlock({
	type: "certifications",
	description: "An advisor's certifications list (page `certifications`), one bullet per line.",
	props: certificationsProps,
	content: {
		schema: certificationsContent,
		load: pageFieldLoad("certifications")
	},
	component: Certifications,
	example: { content: [{
		id: 1,
		text: "Certifications",
		description: "Certified Travel Associate\nDisney Specialist"
	}] }
});
export { block };
