import { r as readData } from "./read-Bx0rmszW.js";
import { n as defineBlock, t as ContentUnavailableError } from "./block-C-Dlm-se.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { _ as testimonialItem } from "./page-fields-D40QRdQs.js";
import { t as carouselMotionProps } from "./carousel-motion-props-BkEuu3X6.js";
import { t as TestimonialCarousel } from "./testimonial-carousel-BfZPh0jv.js";
import { z } from "zod";
// src/blocks/testimonial-carousel/schema.ts
var testimonialCarouselProps = z.object({
	heading: z.string().optional().describe("Heading above the carousel; none when unset."),
	cardLink: z.string().optional().describe("Where a card's name leads (the home page: '/testimonials/'); no link when unset."),
	emptyText: z.string().default("No testimonials available.").describe("The card shown when there is no testimonial."),
	hideWhenEmpty: z.boolean().default(false).describe("Hide the section when there are no testimonials (as on the home page)."),
	excerptLength: z.number().int().positive().default(150).describe("Collapsed descriptions are cut at this many characters, plus \"...\"."),
	...carouselMotionProps
});
/** The `testimonials` of testimonials/testimonial_list (ratings arrive as text, parsed to numbers). */
var testimonialCarouselContent = lenientArray(testimonialItem).optional();
// src/blocks/testimonial-carousel/index.ts
var listData = z.object({ testimonials: z.unknown() });
var block = defineBlock({
	type: "testimonial-carousel",
	description: "Testimonials (testimonials/testimonial_list) in a carousel that moves one card and wraps: photo, name, 0-5 stars and text with Read More / Read Less.",
	props: testimonialCarouselProps,
	content: {
		schema: testimonialCarouselContent,
		load: async (_context, read) => {
			const parsed = listData.safeParse(await readData(read, "testimonials/testimonial_list", {}));
			if (!parsed.success) throw new ContentUnavailableError("testimonials/testimonial_list");
			return parsed.data.testimonials;
		}
	},
	component: TestimonialCarousel,
	example: { content: [{
		id: 1,
		name: "Maria Alvarez",
		image: "/images/demo/guest-1.svg",
		rating: "5",
		description: "Our kids still talk about the pasta class."
	}] }
});
export { block };
