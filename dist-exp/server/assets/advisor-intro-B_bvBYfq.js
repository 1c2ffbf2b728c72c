import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as AdvisorIntro } from "./advisor-intro-CuVLSgkL.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/advisor-intro/schema.ts
var advisorIntroProps = z.object({
	...messageProps({
		empty: "No introduction data found.",
		error: "Failed to load introduction data. Please try again later."
	}),
	parallax: z.number().min(0).max(1).default(.5).describe("Background moves by this share of the scroll distance (spec: 0.5)."),
	role: z.string().optional().describe("A line under the name, e.g. \"Family Travel Advisor\".")
});
/** The advisor page's `introduction` list; the first item is the advisor (name, text, photo, background). */
var advisorIntroContent = lenientArray(textBlockItem).optional();
// src/blocks/advisor-intro/index.ts
var block = defineBlock({
	type: "advisor-intro",
	description: "An advisor page's introduction: photo, name and story over a parallax background (0.5).",
	props: advisorIntroProps,
	content: {
		schema: advisorIntroContent,
		load: pageFieldLoad("introduction")
	},
	component: AdvisorIntro,
	example: { content: [{
		id: 1,
		text: "Sarah Mitchell",
		description: "Sarah founded Travel N Relax.",
		image: "/images/demo/advisor-sarah-mitchell.svg",
		backgroundImage: "/images/demo/advisor-sarah-background.svg"
	}] }
});
export { block };
