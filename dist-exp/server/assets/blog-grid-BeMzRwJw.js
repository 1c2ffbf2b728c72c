import { i as isoDate, n as formatDate, r as formatTime } from "./dates-4dc-WPu2.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { n as useDefaultImage, t as FallbackImage } from "./fallback-image-DCeZy9Ym.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css              */
import { t as opensThePage } from "./opens-the-page-C2p22de5.js";
import { Link } from "react-router-dom";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/blog-path.ts
/** A post's page: /{slug}/ with the slug of its title (the blog list's links, without its schemas). */
var blogPath = (title) => `/${slugify(title)}/`;
// src/blocks/blog-grid/blog-grid.tsx
/**
* The blog list: a card per post (1, 2 or 3 columns) opening /{slug}/. The blogId travels in the
* navigation state too, but the detail page finds the post by its slug either way.
*/
function BlogGrid({ props, content, status, context }) {
	const defaultImage = useDefaultImage();
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const posts = content ?? [];
	if (posts.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "blog-grid section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "blog-grid__list",
				children: posts.map((post, index) => {
					const stamp = isoDate(post.createdAt);
					const date = formatDate(post.createdAt);
					const time = formatTime(post.createdAt);
					const TitleTag = props.heading ? "h3" : "h2";
					return /* @__PURE__ */ jsxs("li", {
						className: "post-card blog-card",
						children: [/* @__PURE__ */ jsx(FallbackImage, {
							className: "post-card__image blog-card__image",
							src: post.image,
							fallback: defaultImage("blog"),
							alt: "",
							width: 640,
							height: 400,
							layout: "third",
							priority: index < 3 && opensThePage(context) ? "eager" : "lazy"
						}), /* @__PURE__ */ jsxs("div", {
							className: "post-card__body blog-card__body",
							children: [
								/* @__PURE__ */ jsxs("p", {
									className: "blog-card__meta",
									children: [time && /* @__PURE__ */ jsx("time", {
										dateTime: stamp,
										children: time
									}), /* @__PURE__ */ jsx("span", { children: props.commentsLabel })]
								}),
								/* @__PURE__ */ jsx(TitleTag, {
									className: "blog-card__title",
									children: /* @__PURE__ */ jsx(Link, {
										className: "post-card__link blog-card__link",
										to: blogPath(post.title),
										state: { blogId: post.blogId },
										children: post.title
									})
								}),
								/* @__PURE__ */ jsxs("p", {
									className: "post-card__byline blog-card__byline",
									children: [/* @__PURE__ */ jsx("span", {
										className: "post-card__author blog-card__author",
										children: post.authorName ?? props.fallbackAuthor
									}), date && /* @__PURE__ */ jsxs(Fragment, { children: [" · ", /* @__PURE__ */ jsx("time", {
										dateTime: stamp,
										children: date
									})] })]
								}),
								post.categoryNames.length > 0 && /* @__PURE__ */ jsx("ul", {
									className: "blog-card__chips",
									"aria-label": "Categories",
									children: post.categoryNames.map((name, chip) => /* @__PURE__ */ jsx("li", {
										className: "chip",
										children: name
									}, `${chip}-${name}`))
								})
							]
						})]
					}, post.blogId);
				})
			})]
		})
	});
}
export { BlogGrid as t };
