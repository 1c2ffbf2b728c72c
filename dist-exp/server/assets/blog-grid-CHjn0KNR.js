import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as readBlogList } from "./blog-content-BimzVOnH.js";
import { t as BlogGrid } from "./blog-grid-BeMzRwJw.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { i as blogItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/blog-grid/schema.ts
var blogGridProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to fetch data. Please try again later."
	}),
	heading: z.string().optional().describe("Heading above the grid; none when unset."),
	fallbackAuthor: z.string().default("Unknown Author").describe("Author shown when a post has none."),
	commentsLabel: z.string().default("20 Comments").describe("The fixed comments label of every card.")
});
/** The `blogs` of Blogs/list. */
var blogGridContent = lenientArray(blogItem).optional();
// src/blocks/blog-grid/index.ts
var block = defineBlock({
	type: "blog-grid",
	description: "The blog list: every post of Blogs/list as a card (1/2/3 columns) opening /{slug}/.",
	props: blogGridProps,
	content: {
		schema: blogGridContent,
		load: (_context, read) => readBlogList(read)
	},
	component: BlogGrid,
	example: { content: [{
		blogId: 1,
		title: "Disney World: 10 Tips for Families!",
		image: "/images/demo/blog-1.svg",
		createdAt: "2026-01-14T16:00:00.000Z",
		authorName: "Sarah Mitchell",
		categories: ["1"],
		categoryNames: ["Family Travel"]
	}] }
});
export { block };
