import { n as CarouselSlide, t as BlockCarousel } from "./block-carousel-BAFELVdP.js";
import { t as StarRating } from "./star-rating-zel77w3m.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/review-carousel/review-carousel.tsx
/** 3 reviews from 1024 px, 2 from 768 px, 1 below; review-carousel.css sets --slides alike. */
var reviewResponsive = {
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
* Client reviews on the blocks' carousel (shared/block-carousel.tsx), one to three cards in view
* by screen width, moving one card and wrapping at both ends. Hidden until loaded and when empty.
*/
function ReviewCarousel({ props, content, status }) {
	const reviews = status === "ready" ? content ?? [] : [];
	if (reviews.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "review-carousel section section--sand",
		"aria-roledescription": "carousel",
		"aria-label": props.heading ?? "Reviews",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx(BlockCarousel, {
				className: "review-carousel__frame",
				responsive: reviewResponsive,
				serverDevice: "desktop",
				slideCount: reviews.length,
				transitionMs: props.transitionMs,
				swipeMinDistance: props.swipeMinDistance,
				previousLabel: "Previous review",
				nextLabel: "Next review",
				controlsClassName: "review-carousel__controls",
				children: reviews.map((review, position) => /* @__PURE__ */ jsx(CarouselSlide, {
					position,
					total: reviews.length,
					className: "review-carousel__slide",
					children: /* @__PURE__ */ jsxs("figure", {
						className: "review-card",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "review-card__quote",
								"aria-hidden": "true",
								children: "“"
							}),
							/* @__PURE__ */ jsx("blockquote", {
								className: "review-card__text",
								children: /* @__PURE__ */ jsx("p", { children: review.description })
							}),
							/* @__PURE__ */ jsx(StarRating, {
								value: review.rating,
								min: 1
							}),
							/* @__PURE__ */ jsx("figcaption", {
								className: "review-card__name",
								children: review.name
							})
						]
					})
				}, review.id))
			})]
		})
	});
}
export { reviewResponsive as n, ReviewCarousel as t };
