import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as readBlogList } from "./blog-content-BimzVOnH.js";
import { t as BlogCarousel } from "./blog-carousel-CvlJqL6R.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { i as blogItem } from "./page-fields-D40QRdQs.js";
import { t as carouselMotionProps } from "./carousel-motion-props-BkEuu3X6.js";
import { z } from "zod";
// src/blocks/blog-carousel/schema.ts
var blogCarouselProps = z.object({
	heading: z.string().default("Travel Blog").describe("Heading above the carousel."),
	categoryId: z.string().default("1").describe("Only posts whose categories include this id are shown."),
	categoryLabel: z.string().default("Travel").describe("The category label on every card."),
	fallbackAuthor: z.string().default("Admin").describe("Author shown when a post has none."),
	excerptLength: z.number().int().positive().default(150).describe("Descriptions are cut at this many characters, plus \"...\"."),
	cardLink: z.string().default("/blog/").describe("Where a card leads."),
	...carouselMotionProps
});
/** The `blogs` of Blogs/list. */
var blogCarouselContent = lenientArray(blogItem).optional();
// src/blocks/blog-carousel/index.ts
var block = defineBlock({
	type: "blog-carousel",
	description: "The 'Travel Blog' carousel: posts of category \"1\" from Blogs/list, 150-character excerpts, cards linking to /blog/.",
	props: blogCarouselProps,
	content: {
		schema: blogCarouselContent,
		load: (_context, read) => readBlogList(read)
	},
	component: BlogCarousel,
	example: { content: [{
		blogId: 1,
		title: "Disney World: 10 Tips for Families!",
		description: "Walt Disney World is four theme parks.",
		image: "/images/demo/blog-1.svg",
		createdAt: "2026-01-14T16:00:00.000Z",
		authorName: "Sarah Mitchell",
		categories: ["1"]
	}] }
});
export { block };
