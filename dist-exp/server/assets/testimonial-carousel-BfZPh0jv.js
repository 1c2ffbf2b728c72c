import { n as CarouselSlide, t as BlockCarousel } from "./block-carousel-BAFELVdP.js";
import { t as TestimonialCard } from "./testimonial-card-B-y7X3cD.js";
import { useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/testimonial-carousel/testimonial-carousel.tsx
/** 3 cards from 1024 px, 2 from 640 px, 1 below; testimonial-carousel.css sets --slides alike. */
var testimonialResponsive = {
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
			min: 640
		},
		items: 2
	},
	mobile: {
		breakpoint: {
			max: 639,
			min: 0
		},
		items: 1
	}
};
/**
* Testimonials on the blocks' carousel (shared/block-carousel.tsx): the arrows, a swipe and the
* arrow keys move one card and wrap at both ends (spec: "index moves by one and wraps"). One card
* at a time can be expanded; any change of card collapses it again.
*/
function TestimonialCarousel({ props, content, status }) {
	const [expanded, setExpanded] = useState(null);
	const testimonials = status === "ready" ? content ?? [] : [];
	if (status === "loading") return null;
	if (testimonials.length === 0 && props.hideWhenEmpty) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "testimonial-carousel section",
		"aria-roledescription": "carousel",
		"aria-label": props.heading ?? "Testimonials",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), testimonials.length === 0 ? /* @__PURE__ */ jsx("div", {
				className: "testimonial-card testimonial-card--empty",
				children: /* @__PURE__ */ jsx("p", { children: props.emptyText })
			}) : /* @__PURE__ */ jsx(BlockCarousel, {
				className: "testimonial-carousel__frame",
				responsive: testimonialResponsive,
				serverDevice: "desktop",
				slideCount: testimonials.length,
				transitionMs: props.transitionMs,
				swipeMinDistance: props.swipeMinDistance,
				previousLabel: "Previous testimonial",
				nextLabel: "Next testimonial",
				controlsClassName: "testimonial-carousel__controls",
				onMove: () => setExpanded(null),
				children: testimonials.map((testimonial, position) => {
					const id = String(testimonial.id);
					return /* @__PURE__ */ jsx(CarouselSlide, {
						position,
						total: testimonials.length,
						className: "testimonial-carousel__slide",
						children: /* @__PURE__ */ jsx(TestimonialCard, {
							testimonial,
							expanded: expanded === id,
							excerptLength: props.excerptLength,
							nameLink: props.cardLink,
							onToggle: () => setExpanded(expanded === id ? null : id)
						})
					}, id);
				})
			})]
		})
	});
}
export { testimonialResponsive as n, TestimonialCarousel as t };
