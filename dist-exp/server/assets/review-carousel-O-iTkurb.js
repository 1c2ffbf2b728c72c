import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as ReviewCarousel } from "./review-carousel-CY6hc2gP.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { s as homeReviewItem } from "./page-fields-D40QRdQs.js";
import { t as carouselMotionProps } from "./carousel-motion-props-BkEuu3X6.js";
import { z } from "zod";
// src/blocks/review-carousel/schema.ts
var reviewCarouselProps = z.object({
	heading: z.string().optional().describe("Heading above the carousel; none when unset."),
	...carouselMotionProps
});
/** The page's `reviews` list (id, description, rating 0..5, name). */
var reviewCarouselContent = lenientArray(homeReviewItem).optional();
// src/blocks/review-carousel/index.ts
var block = defineBlock({
	type: "review-carousel",
	description: "The page's client reviews as a swipeable carousel (1, 2 or 3 cards by width) wrapping at both ends; hidden when empty.",
	props: reviewCarouselProps,
	content: {
		schema: reviewCarouselContent,
		load: pageFieldLoad("reviews")
	},
	component: ReviewCarousel,
	example: {
		props: { heading: "What Our Travelers Say" },
		content: [{
			id: 1,
			name: "The Alvarez Family",
			rating: 5,
			description: "Every transfer was waiting for us."
		}]
	}
});
export { block };
