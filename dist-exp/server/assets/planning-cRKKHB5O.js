import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Planning } from "./planning-VsOy3_sm.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/planning/schema.ts
var planningProps = z.object({
	...messageProps({
		empty: "Failed to load planning data. Please try again later.",
		error: "Failed to load planning data. Please try again later."
	}),
	defaultHeading: z.string().optional().describe("Heading used when the content has none (e.g. \"Start Planning Your Group Adventure\"); then no empty text shows."),
	defaultText: z.string().optional().describe("Text used with defaultHeading when the content has none."),
	button: z.boolean().default(true).describe("Show the button. Off: the section is text only (the family page's planning text, with its 'Where to next?' section below)."),
	defaultButtonText: z.string().default("Plan my trip").describe("Button label when the content has none."),
	defaultButtonLink: z.string().default("/go/").describe("Button target when the content has none."),
	fromContent: z.boolean().default(true).describe("Use the planning text written for this page. Off: the default heading, text and button only (as on the landing pages).")
});
var planningContent = lenientArray(textBlockItem).optional();
// src/blocks/planning/index.ts
var loadPlanning = pageFieldLoad("planning");
var block = defineBlock({
	type: "planning",
	description: "The page's planning call to action: heading, text and a button (to /go/ unless content says otherwise).",
	props: planningProps,
	content: {
		schema: planningContent,
		load: (context, read) => context.props.fromContent ? loadPlanning(context, read) : Promise.resolve(void 0)
	},
	component: Planning,
	example: { content: [{
		text: "Plan your family vacation",
		description: "Tell us your dates; we do the rest.",
		buttonText: "Plan my trip",
		buttonLink: "/go/"
	}] }
});
export { block };
