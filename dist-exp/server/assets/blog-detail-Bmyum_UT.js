import { n as readBlogPost } from "./blog-content-BimzVOnH.js";
import { i as isoDate } from "./dates-4dc-WPu2.js";
import { t as siteConfig } from "./site-config-Ao64AaN4.js";
// src/site/meta-sources/blog-detail.ts
var BLOG_LIST = "/blog/";
/**
* A blog post's meta tags from its meta fields. No post with this slug, or any failure, sends the
* visitor to the blog list: the server answers 302, the browser navigates.
*/
var metaSource = async ({ params }, read) => {
	const slug = params.slug ?? "";
	const post = await readBlogPost(read, slug).catch((error) => {
		console.warn(`[blog] /${slug}/ goes to ${BLOG_LIST}: ${error instanceof Error ? error.message : String(error)}`);
	});
	if (!post) return { redirect: BLOG_LIST };
	return {
		title: post.meta_title ?? `${post.title} | ${siteConfig.name}`,
		description: post.meta_description,
		keywords: post.meta_keyword,
		image: post.image,
		jsonLd: [{
			"@context": "https://schema.org",
			"@type": "BlogPosting",
			headline: post.title,
			...isoDate(post.createdAt) ? { datePublished: isoDate(post.createdAt) } : {},
			...post.authorName ? { author: {
				"@type": "Person",
				name: post.authorName
			} } : {},
			...post.meta_description ? { description: post.meta_description } : {}
		}]
	};
};
export { metaSource };
