import { useEffect, useState } from "react";
import { jsx } from "react/jsx-runtime";
import CarouselImport from "react-multi-carousel";
// src/blocks/shared/multi-carousel.ts
var moduleShape = CarouselImport;
function unwrap(value) {
	if (value && typeof value === "object" && "default" in value) return value.default;
	return CarouselImport;
}
var MultiCarousel = unwrap(moduleShape);
// src/blocks/shared/slide-announcer.tsx
/** "Showing slide 3 of 8", "Showing slides 3, 4, 5 and 6 of 8" (wrapping: "8, 1 and 2"). */
function describeShownSlides(shown, total) {
	const numbers = shown.map((index) => String(index + 1));
	if (numbers.length === 0) return "";
	if (numbers.length === 1) return `Showing slide ${numbers[0]} of ${total}`;
	return `Showing slides ${numbers.slice(0, -1).join(", ")} and ${numbers.at(-1)} of ${total}`;
}
/**
* react-multi-carousel moves its slides without telling screen readers. After the visitor moves
* the carousel (a click, a key or a swipe inside `frame`), a polite live region says which slides are in
* view; the carousel's own changes (measuring itself after hydration) stay silent. Each slide's
* element carries `data-slide={index}` so clones of the infinite loop count as their original.
*/
function SlideAnnouncer({ frame, total }) {
	const [message, setMessage] = useState("");
	useEffect(() => {
		const element = frame.current;
		if (!element) return;
		let moved = false;
		const onInput = () => {
			moved = true;
		};
		const announce = () => {
			if (!moved) return;
			const shown = [...element.querySelectorAll(".react-multi-carousel-item[aria-hidden=\"false\"] [data-slide]")].map((slide) => Number(slide.getAttribute("data-slide")));
			setMessage(describeShownSlides(shown, total));
		};
		const inputs = [
			"click",
			"keydown",
			"touchstart",
			"pointerdown"
		];
		for (const type of inputs) element.addEventListener(type, onInput, { passive: true });
		const observer = new MutationObserver(announce);
		observer.observe(element, {
			subtree: true,
			attributes: true,
			attributeFilter: ["aria-hidden"]
		});
		return () => {
			observer.disconnect();
			for (const type of inputs) element.removeEventListener(type, onInput);
		};
	}, [frame, total]);
	return /* @__PURE__ */ jsx("p", {
		className: "visually-hidden",
		"aria-live": "polite",
		children: message
	});
}
// src/blocks/shared/use-inert-hidden-slides.ts
/**
* react-multi-carousel marks the slides out of view (and its clones) aria-hidden, but their links
* and buttons stay focusable: keyboard users would tab into invisible cards. Mirror aria-hidden
* into `inert`, also when the carousel moves or rebuilds its clones. Browser only, in an effect.
* `watch` changes when the carousel may have (re)appeared, e.g. the section's status.
*/
function useInertHiddenSlides(root, watch) {
	useEffect(() => {
		const element = root.current;
		if (!element) return;
		const sync = () => {
			for (const slide of element.querySelectorAll(".react-multi-carousel-item")) slide.toggleAttribute("inert", slide.getAttribute("aria-hidden") === "true");
		};
		sync();
		const observer = new MutationObserver(sync);
		observer.observe(element, {
			subtree: true,
			childList: true,
			attributes: true,
			attributeFilter: ["aria-hidden"]
		});
		return () => observer.disconnect();
	}, [root, watch]);
}
export { SlideAnnouncer as n, MultiCarousel as r, useInertHiddenSlides as t };
