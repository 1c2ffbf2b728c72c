import { n as defineBlock } from "./block-C-Dlm-se.js";
import { n as readBlogPost } from "./blog-content-BimzVOnH.js";
import { t as BlogDetail } from "./blog-detail-CUaG9IgH.js";
import { i as blogItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/blog-detail/schema.ts
var blogDetailProps = z.object({
	fallbackAuthor: z.string().default("Unknown").describe("Author in 'Published on {date} by {author}' when the post has none."),
	redirectTo: z.string().default("/blog/").describe("Where the visitor goes when the post cannot be found or loaded.")
});
// src/blocks/blog-detail/index.ts
var block = defineBlock({
	type: "blog-detail",
	description: "One blog post, found by the route's :slug in Blogs/list and read from Blogs/details; a miss sends the visitor to /blog/.",
	props: blogDetailProps,
	content: {
		schema: blogItem,
		load: (context, read) => readBlogPost(read, context.params.slug ?? "")
	},
	component: BlogDetail,
	example: { content: {
		blogId: 1,
		title: "Disney World: 10 Tips for Families!",
		description: "Walt Disney World is four theme parks.\n\nBook dining early.",
		image: "/images/demo/blog-1.svg",
		createdAt: "2026-01-14T16:00:00.000Z",
		authorName: "Sarah Mitchell",
		categories: ["1"],
		categoryNames: ["Family Travel"]
	} }
});
export { block };
