import { jsx } from "react/jsx-runtime";
// src/blocks/package-slider/slider-arrow.tsx
/** The slider's arrow: the carousel clones it with its own onClick. */
function SliderArrow({ onClick, direction }) {
	return /* @__PURE__ */ jsx("button", {
		type: "button",
		className: `carousel-arrow package-slider__arrow package-slider__arrow--${direction}`,
		onClick,
		"aria-label": direction === "previous" ? "Previous journeys" : "Next journeys",
		children: /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			children: direction === "previous" ? "‹" : "›"
		})
	});
}
export { SliderArrow as t };
