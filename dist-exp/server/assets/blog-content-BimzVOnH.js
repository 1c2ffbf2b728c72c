import { i as blogItem } from "./page-fields-D40QRdQs.js";
import { r as readData } from "./read-Bx0rmszW.js";
import { t as ContentUnavailableError } from "./block-C-Dlm-se.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { z } from "zod";
// src/blocks/shared/blog-content.ts
/**
* The blog's content helpers, shared by the blog blocks and the blog meta sources: the list call,
* the spec's slug rule for a post's path, and finding a post by slug.
*/
var blogListData = z.object({ blogs: z.unknown() });
/** The raw `blogs` of Blogs/list (each block validates them); throws when the call failed. */
async function readBlogList(read) {
	const parsed = blogListData.safeParse(await readData(read, "Blogs/list", {}));
	if (!parsed.success) throw new ContentUnavailableError("Blogs/list");
	return parsed.data.blogs;
}
/** The first post whose title slugs to `slug`, among the entries that parse as posts. */
function findBlogBySlug(blogs, slug) {
	if (!Array.isArray(blogs)) return void 0;
	const wanted = slug.toLowerCase();
	for (const entry of blogs) {
		const parsed = blogItem.safeParse(entry);
		if (parsed.success && slugify(parsed.data.title) === wanted) return parsed.data;
	}
}
/** There is no post with this slug: the blog detail route sends the visitor to /blog/. */
var BlogNotFoundError = class extends Error {
	constructor(slug) {
		super(`no blog post has the slug "${slug}"`);
		this.name = "BlogNotFoundError";
	}
};
var detailsData = z.array(z.unknown());
/**
* One post by its slug, as the blog detail page shows it: found in Blogs/list (so a direct visit
* or a reload works, not only a click from the list), then read from Blogs/details/{blogId}
* (first item). Throws BlogNotFoundError or ContentUnavailableError.
*/
async function readBlogPost(read, slug) {
	const listed = findBlogBySlug(await readBlogList(read), slug);
	if (!listed) throw new BlogNotFoundError(slug);
	const details = detailsData.safeParse(await readData(read, "Blogs/details", { blogId: listed.blogId }));
	const post = details.success ? blogItem.safeParse(details.data[0]) : void 0;
	if (!post?.success) throw new ContentUnavailableError("Blogs/details");
	return post.data;
}
export { readBlogPost as n, readBlogList as t };
