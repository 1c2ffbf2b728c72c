import { i as isoDate, n as formatDate } from "./dates-4dc-WPu2.js";
import { n as useDefaultImage, t as FallbackImage } from "./fallback-image-DCeZy9Ym.js";
import { Navigate } from "react-router-dom";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/blocks/blog-detail/blog-detail.tsx
/**
* One blog post: hero image, title, 'Published on {date} by {author}', its categories and the text
* with its line breaks. A post that cannot be found or loaded sends the visitor to /blog/ (the
* server answers that with a redirect before rendering; this covers the browser).
*/
function BlogDetail({ props, content, status }) {
	const defaultImage = useDefaultImage();
	if (status === "loading") return null;
	if (status !== "ready" || !content) return /* @__PURE__ */ jsx(Navigate, {
		to: props.redirectTo,
		replace: true
	});
	const post = content;
	const date = formatDate(post.createdAt);
	const author = post.authorName ?? props.fallbackAuthor;
	return /* @__PURE__ */ jsxs("article", {
		className: "blog-detail",
		children: [/* @__PURE__ */ jsx("div", {
			className: "blog-detail__hero",
			children: /* @__PURE__ */ jsx(FallbackImage, {
				className: "blog-detail__image",
				src: post.image,
				fallback: defaultImage("blog"),
				alt: post.title,
				width: 1600,
				height: 900,
				layout: "wide",
				priority: "high"
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "container blog-detail__inner",
			children: [
				/* @__PURE__ */ jsx("h1", {
					className: "blog-detail__title",
					children: post.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "blog-detail__published",
					children: date ? /* @__PURE__ */ jsxs(Fragment, { children: [
						"Published on ",
						/* @__PURE__ */ jsx("time", {
							dateTime: isoDate(post.createdAt),
							children: date
						}),
						" by ",
						author
					] }) : /* @__PURE__ */ jsxs(Fragment, { children: ["Published by ", author] })
				}),
				post.categoryNames.length > 0 && /* @__PURE__ */ jsxs("section", {
					className: "blog-detail__section",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "blog-detail__subheading",
						children: "Categories"
					}), /* @__PURE__ */ jsx("ul", {
						className: "blog-detail__chips",
						children: post.categoryNames.map((name, index) => /* @__PURE__ */ jsx("li", {
							className: "chip",
							children: name
						}, `${index}-${name}`))
					})]
				}),
				/* @__PURE__ */ jsxs("section", {
					className: "blog-detail__section",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "blog-detail__subheading",
						children: "Blog Details"
					}), post.description && /* @__PURE__ */ jsx("p", {
						className: "blog-detail__text",
						children: post.description
					})]
				})
			]
		})]
	});
}
export { BlogDetail as t };
