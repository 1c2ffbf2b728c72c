import { n as CarouselSlide, t as BlockCarousel } from "./block-carousel-BAFELVdP.js";
import { n as ReadMoreToggle, t as useTextCut } from "./text-button-BWtChV4O.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as SocialIcon } from "./social-icons-vr0CZbPJ.js";
import { useEffect, useId, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/use-shown-slide.ts
/**
* The index (`data-slide`) of the first slide react-multi-carousel shows inside `frame`, kept up
* to date as it moves (it marks the slides out of view aria-hidden). 0 until it has rendered in the
* browser, as the server's markup starts at the first slide.
*/
function useShownSlide(frame) {
	const [shown, setShown] = useState(0);
	useEffect(() => {
		const element = frame.current;
		if (!element) return;
		const read = () => {
			const slide = element.querySelector(".react-multi-carousel-item[aria-hidden=\"false\"] [data-slide]");
			if (slide) setShown(Number(slide.getAttribute("data-slide")));
		};
		read();
		const observer = new MutationObserver(read);
		observer.observe(element, {
			subtree: true,
			attributes: true,
			attributeFilter: ["aria-hidden"]
		});
		return () => observer.disconnect();
	}, [frame]);
	return shown;
}
// src/blocks/landing-yelp-carousel/landing-yelp-carousel.tsx
/** One review at every width. */
var oneAtATime = { all: {
	breakpoint: {
		max: 1e5,
		min: 0
	},
	items: 1
} };
var STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
function Stars({ rating }) {
	const filled = Math.max(0, Math.min(5, Math.round(rating)));
	return /* @__PURE__ */ jsx("span", {
		className: "yelp-carousel__stars",
		role: "img",
		"aria-label": `${filled} out of 5 stars`,
		children: [
			0,
			1,
			2,
			3,
			4
		].map((n) => /* @__PURE__ */ jsx("svg", {
			viewBox: "0 0 24 24",
			width: "22",
			height: "22",
			"aria-hidden": "true",
			focusable: "false",
			className: n < filled ? "is-filled" : void 0,
			children: /* @__PURE__ */ jsx("path", { d: STAR })
		}, n))
	});
}
/** One review's card: stars, the text clamped to 5 lines with Read More when over the threshold, the name. */
function YelpReviewCard({ review, long, expanded, onToggle }) {
	const textId = useId();
	const textRef = useRef(null);
	const cut = useTextCut(textRef, long && !expanded);
	return /* @__PURE__ */ jsxs("article", {
		className: "yelp-carousel__card",
		children: [
			/* @__PURE__ */ jsx(Stars, { rating: Number(review.rating) }),
			/* @__PURE__ */ jsx("p", {
				id: textId,
				ref: textRef,
				className: `yelp-carousel__text read-more-text${expanded || !long ? "" : " yelp-carousel__text--clamped"}`,
				children: review.description
			}),
			long && (cut || expanded) && /* @__PURE__ */ jsx(ReadMoreToggle, {
				expanded,
				controls: textId,
				className: "yelp-carousel__more",
				onToggle
			}),
			/* @__PURE__ */ jsxs("p", {
				className: "yelp-carousel__name",
				children: [review.platform === "yelp" && /* @__PURE__ */ jsx("span", {
					className: "yelp-carousel__platform",
					title: "Review on Yelp",
					children: /* @__PURE__ */ jsx(SocialIcon, { network: "yelp" })
				}), review.name]
			})
		]
	});
}
/**
* 'Find us on Yelp' (spec 2 "Family travel landing page") on the blocks' carousel
* (shared/block-carousel.tsx): one review at a time; previous, next, a swipe and the arrow keys
* wrap around (infinite); Read More / Read Less only for texts over 250 characters, and any change
* of review collapses the text. Every review is in the server's HTML (whole, without scripts:
* index.html's <noscript> style).
*/
function LandingYelpCarousel({ props, context }) {
	const site = useSiteSettings();
	const reviews = props.testimonials;
	const frame = useRef(null);
	const [expanded, setExpanded] = useState(null);
	const shown = useShownSlide(frame);
	if (reviews.length === 0) return null;
	const headingId = `${context.section.id}-heading`;
	const yelp = site.social.find((profile) => profile.network === "yelp");
	return /* @__PURE__ */ jsx("section", {
		className: "yelp-carousel section",
		"aria-labelledby": headingId,
		"aria-roledescription": "carousel",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [
				/* @__PURE__ */ jsxs("h2", {
					className: "section__heading yelp-carousel__heading",
					id: headingId,
					children: [/* @__PURE__ */ jsx(SocialIcon, { network: "yelp" }), props.heading]
				}),
				/* @__PURE__ */ jsx(BlockCarousel, {
					className: "yelp-carousel__stage",
					frameRef: frame,
					responsive: oneAtATime,
					serverDevice: "all",
					slideCount: reviews.length,
					transitionMs: props.transitionMs,
					swipeMinDistance: props.swipeMinDistance,
					previousLabel: "Previous review",
					nextLabel: "Next review",
					controlsClassName: "yelp-carousel__controls",
					onMove: () => setExpanded(null),
					children: reviews.map((review, position) => /* @__PURE__ */ jsx(CarouselSlide, {
						position,
						total: reviews.length,
						label: `Review ${position + 1} of ${reviews.length}`,
						className: "yelp-carousel__slide",
						children: /* @__PURE__ */ jsx(YelpReviewCard, {
							review,
							long: review.description.length > props.readMoreAfter,
							expanded: expanded === position,
							onToggle: () => setExpanded((open) => open === position ? null : position)
						})
					}, `${position}-${review.id}`))
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "yelp-carousel__count",
					"aria-hidden": "true",
					children: [
						Math.min(shown, reviews.length - 1) + 1,
						" / ",
						reviews.length
					]
				}),
				yelp && /* @__PURE__ */ jsx("p", {
					className: "yelp-carousel__all",
					children: /* @__PURE__ */ jsxs("a", {
						href: yelp.href,
						target: "_blank",
						rel: "noopener noreferrer",
						children: ["Read all our reviews on Yelp", /* @__PURE__ */ jsx("span", {
							className: "visually-hidden",
							children: " (opens in a new tab)"
						})]
					})
				})
			]
		})
	});
}
export { LandingYelpCarousel as t };
