import { n as useDefaultImage, t as FallbackImage } from "./fallback-image-DCeZy9Ym.js";
import { t as StarRating } from "./star-rating-zel77w3m.js";
import { n as ReadMoreToggle, t as useTextCut } from "./text-button-BWtChV4O.js";
import { Link } from "react-router-dom";
import { useId, useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/testimonial-carousel/testimonial-card.tsx
/**
* One testimonial: photo (default profile picture), name, 0-5 stars and the text. A text over the
* spec's length is clipped to about 5rem until Read More; the whole text is always in the HTML,
* and without scripts it shows whole (index.html's <noscript> style), with no toggle.
*/
function TestimonialCard({ testimonial, expanded, onToggle, excerptLength, nameLink }) {
	const defaultImage = useDefaultImage();
	const description = testimonial.description ?? "";
	const long = description.length > excerptLength;
	const textId = useId();
	const textRef = useRef(null);
	const cut = useTextCut(textRef, long && !expanded);
	return /* @__PURE__ */ jsxs("div", {
		className: "testimonial-card",
		"data-testimonial-id": testimonial.id,
		children: [
			/* @__PURE__ */ jsx(FallbackImage, {
				className: "testimonial-card__photo",
				src: testimonial.image,
				fallback: defaultImage("profile"),
				alt: testimonial.name,
				width: 96,
				height: 96,
				layout: "logo"
			}),
			/* @__PURE__ */ jsx("h3", {
				className: "testimonial-card__name",
				children: nameLink ? /* @__PURE__ */ jsx(Link, {
					to: nameLink,
					children: testimonial.name
				}) : testimonial.name
			}),
			/* @__PURE__ */ jsx(StarRating, { value: testimonial.rating }),
			description && /* @__PURE__ */ jsx("p", {
				id: textId,
				ref: textRef,
				className: `testimonial-card__text read-more-text${long && !expanded ? " testimonial-card__text--collapsed" : ""}`,
				children: description
			}),
			long && (cut || expanded) && /* @__PURE__ */ jsx(ReadMoreToggle, {
				expanded,
				controls: textId,
				className: "testimonial-card__toggle",
				onToggle
			})
		]
	});
}
export { TestimonialCard as t };
