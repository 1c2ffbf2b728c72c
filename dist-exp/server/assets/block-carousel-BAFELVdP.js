import { n as SlideAnnouncer, r as MultiCarousel, t as useInertHiddenSlides } from "./use-inert-hidden-slides-DJZ895LM.js";
import { useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/carousel-buttons.tsx
/**
* A carousel's previous/next buttons under its slides (react-multi-carousel's `customButtonGroup`
* with `renderButtonGroupOutside`): the carousel passes its own previous() and next(), which wrap
* around in an infinite carousel. Each label says what the button shows.
*/
function CarouselButtons({ previous, next, previousLabel, nextLabel, className }) {
	return /* @__PURE__ */ jsxs("div", {
		className,
		children: [/* @__PURE__ */ jsx("button", {
			type: "button",
			className: "carousel-arrow",
			onClick: () => previous?.(),
			"aria-label": previousLabel,
			children: /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "‹"
			})
		}), /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "carousel-arrow",
			onClick: () => next?.(),
			"aria-label": nextLabel,
			children: /* @__PURE__ */ jsx("span", {
				"aria-hidden": "true",
				children: "›"
			})
		})]
	});
}
// src/blocks/shared/block-carousel.tsx
/**
* A block's carousel on react-multi-carousel, the same for every carousel block: rendered by the
* server (`ssr`, the `serverDevice` layout; multi-carousel.css sizes it per breakpoint until the
* carousel has measured, so the first paint does not shift); the arrows, a swipe and the arrow
* keys move one slide and wrap at both ends (infinite); slides out of view leave the tab order;
* a polite live region says which slides are in view after the visitor moves it. One slide has
* no buttons and does not loop.
*/
function BlockCarousel({ className, responsive, serverDevice, slideCount, transitionMs, swipeMinDistance, previousLabel, nextLabel, controlsClassName, onMove, frameRef, children }) {
	const ownFrame = useRef(null);
	const frame = frameRef ?? ownFrame;
	useInertHiddenSlides(frame, slideCount);
	const several = slideCount > 1;
	return /* @__PURE__ */ jsxs("div", {
		ref: frame,
		className: `block-carousel ${className}`,
		children: [/* @__PURE__ */ jsx(MultiCarousel, {
			responsive,
			ssr: true,
			deviceType: serverDevice,
			infinite: false,
			keyBoardControl: true,
			swipeable: true,
			minimumTouchDrag: swipeMinDistance,
			transitionDuration: transitionMs,
			customTransition: `transform ${transitionMs}ms ease-in-out`,
			arrows: false,
			renderButtonGroupOutside: true,
			customButtonGroup: several ? /* @__PURE__ */ jsx(CarouselButtons, {
				className: controlsClassName,
				previousLabel,
				nextLabel
			}) : null,
			beforeChange: onMove,
			children
		}), /* @__PURE__ */ jsx(SlideAnnouncer, {
			frame,
			total: slideCount
		})]
	});
}
/**
* One slide: a group "n of total" (or `label`) that carries its position (`data-slide`, so the
* loop's clones count as their original). Focusable, so the arrow keys (which the carousel reads
* inside its track) reach it; slides out of view are inert.
*/
function CarouselSlide({ position, total, className, label, children }) {
	return /* @__PURE__ */ jsx("div", {
		className,
		"data-slide": position,
		role: "group",
		"aria-roledescription": "slide",
		"aria-label": label ?? `${position + 1} of ${total}`,
		tabIndex: 0,
		children
	});
}
export { CarouselSlide as n, BlockCarousel as t };
