import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as AdvisorTestimonial } from "./advisor-testimonial-CPmO8BkU.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/advisor-testimonial/schema.ts
var advisorTestimonialProps = z.object({
	...messageProps({
		empty: "No testimonials found.",
		error: "Failed to load content. Please try again later."
	}),
	heading: z.string().default("What Travellers Say").describe("Heading above the testimonials.")
});
/** The advisor page's `Testimonial` list: text is the traveller's name, description the quote. */
var advisorTestimonialContent = lenientArray(textBlockItem).optional();
// src/blocks/advisor-testimonial/index.ts
var block = defineBlock({
	type: "advisor-testimonial",
	description: "An advisor page's testimonials (page `Testimonial` list): quote and traveller's name.",
	props: advisorTestimonialProps,
	content: {
		schema: advisorTestimonialContent,
		load: pageFieldLoad("Testimonial")
	},
	component: AdvisorTestimonial,
	example: { content: [{
		id: 1,
		text: "Janelle T.",
		description: "Our Disney plan was perfect."
	}] }
});
export { block };
