import { jsx } from "react/jsx-runtime";
// src/blocks/shared/star-rating.tsx
/**
* A rating as five stars, `value` of them filled (rounded, kept within min..max). The stars are
* decoration; the accessible name says the number.
*/
function StarRating({ value, min = 0, max = 5 }) {
	const filled = Math.min(max, Math.max(min, Math.round(value)));
	return /* @__PURE__ */ jsx("span", {
		className: "star-rating",
		role: "img",
		"aria-label": `Rated ${filled} out of ${max}`,
		"data-stars": filled,
		children: Array.from({ length: max }, (_, index) => /* @__PURE__ */ jsx("span", {
			"aria-hidden": "true",
			className: index < filled ? "star-rating__star star-rating__star--on" : "star-rating__star",
			children: "★"
		}, index))
	});
}
export { StarRating as t };
