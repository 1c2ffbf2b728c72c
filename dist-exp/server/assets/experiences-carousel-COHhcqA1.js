import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as ExperiencesCarousel } from "./experiences-carousel-CjdIemz6.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { g as specialityItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/experiences-carousel/schema.ts
var experiencesCarouselProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to load specialties. Please try again later."
	}),
	heading: z.string().default("Find Your Kind of Trip").describe("Heading above the carousel."),
	transitionMs: z.number().int().min(0).max(2e3).default(500).describe("Slide transition in milliseconds (spec: 500).")
});
/** Page 18's `specialities`: speciality_name (or name), image and url. */
var experiencesCarouselContent = lenientArray(specialityItem).optional();
// src/blocks/experiences-carousel/index.ts
var block = defineBlock({
	type: "experiences-carousel",
	description: "The experiences page's specialities carousel (5/4/2/3 slides, infinite, 500 ms), each opening its url in a new tab.",
	props: experiencesCarouselProps,
	content: {
		schema: experiencesCarouselContent,
		load: pageFieldLoad("specialities")
	},
	component: ExperiencesCarousel,
	example: { content: [{
		id: 1,
		speciality_name: "Family Travel",
		image: "/images/demo/family-beach.svg",
		url: "/family-travel/"
	}] }
});
export { block };
