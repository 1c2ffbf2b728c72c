import { i as isoDate, n as formatDate } from "./dates-4dc-WPu2.js";
import { n as CarouselSlide, t as BlockCarousel } from "./block-carousel-BAFELVdP.js";
import { n as useDefaultImage, t as FallbackImage } from "./fallback-image-DCeZy9Ym.js";
/* empty css              */
import { Link } from "react-router-dom";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/lib/truncate.ts
/** Cuts text at `limit` characters and adds an ellipsis, as the spec's cards do (150 characters). */
function truncate(text, limit) {
	if (text.length <= limit) return text;
	return `${text.slice(0, limit)}...`;
}
// src/blocks/blog-carousel/blog-carousel.tsx
/** Spec: 3 posts from 1024 px, 2 from 768 px, 1 below; blog-carousel.css sets --slides alike. */
var blogResponsive = {
	desktop: {
		breakpoint: {
			max: 1e5,
			min: 1024
		},
		items: 3
	},
	tablet: {
		breakpoint: {
			max: 1023,
			min: 768
		},
		items: 2
	},
	mobile: {
		breakpoint: {
			max: 767,
			min: 0
		},
		items: 1
	}
};
/**
* The Travel Blog carousel on the blocks' carousel (shared/block-carousel.tsx): posts of one
* category as cards (1, 2 or 3 in view by width); a swipe, the arrow keys and the arrows (shown
* from 768 px, as the spec says) move one card and wrap at both ends. Hidden until loaded and
* when no post fits.
*/
function BlogCarousel({ props, content, status }) {
	const defaultImage = useDefaultImage();
	const posts = (status === "ready" ? content ?? [] : []).filter((post) => post.categories.includes(props.categoryId));
	if (posts.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "blog-carousel section section--sand",
		"aria-roledescription": "carousel",
		"aria-label": props.heading,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "blog-carousel__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx(BlockCarousel, {
				className: "blog-carousel__frame",
				responsive: blogResponsive,
				serverDevice: "desktop",
				slideCount: posts.length,
				transitionMs: props.transitionMs,
				swipeMinDistance: props.swipeMinDistance,
				previousLabel: "Previous posts",
				nextLabel: "Next posts",
				controlsClassName: "blog-carousel__arrows",
				children: posts.map((post, position) => {
					const date = formatDate(post.createdAt);
					return /* @__PURE__ */ jsx(CarouselSlide, {
						position,
						total: posts.length,
						className: "blog-slide",
						children: /* @__PURE__ */ jsxs("article", {
							className: "post-card blog-slide__card",
							children: [/* @__PURE__ */ jsx(FallbackImage, {
								className: "post-card__image blog-slide__image",
								src: post.image,
								fallback: defaultImage("blog"),
								alt: "",
								width: 640,
								height: 400,
								layout: "card"
							}), /* @__PURE__ */ jsxs("div", {
								className: "post-card__body blog-slide__body",
								children: [
									/* @__PURE__ */ jsxs("p", {
										className: "blog-slide__meta",
										children: [/* @__PURE__ */ jsx("span", {
											className: "chip",
											children: props.categoryLabel
										}), /* @__PURE__ */ jsx("span", { children: "0 Comments" })]
									}),
									/* @__PURE__ */ jsx("h3", {
										className: "blog-slide__title",
										children: /* @__PURE__ */ jsx(Link, {
											className: "post-card__link blog-slide__link",
											to: props.cardLink,
											children: post.title
										})
									}),
									post.description && /* @__PURE__ */ jsx("p", {
										className: "blog-slide__text",
										children: truncate(post.description, props.excerptLength)
									}),
									/* @__PURE__ */ jsxs("p", {
										className: "post-card__byline blog-slide__byline",
										children: [
											"By ",
											/* @__PURE__ */ jsx("span", {
												className: "post-card__author blog-slide__author",
												children: post.authorName ?? props.fallbackAuthor
											}),
											date && /* @__PURE__ */ jsxs(Fragment, { children: [" · ", /* @__PURE__ */ jsx("time", {
												dateTime: isoDate(post.createdAt),
												children: date
											})] })
										]
									})
								]
							})]
						})
					}, post.blogId);
				})
			})]
		})
	});
}
export { blogResponsive as n, BlogCarousel as t };
