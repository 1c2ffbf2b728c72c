import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/landing-problem/landing-problem.tsx
/** The problem a campaign speaks to, in the config's words. */
function LandingProblem({ props, context }) {
	const headingId = `${context.section.id}-heading`;
	return /* @__PURE__ */ jsx("section", {
		className: `landing-problem section${props.image ? " landing-problem--with-image" : ""}`,
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container landing-problem__inner",
			children: [/* @__PURE__ */ jsxs("div", {
				className: "landing-problem__text",
				children: [
					props.eyebrow && /* @__PURE__ */ jsx("p", {
						className: "landing-problem__eyebrow",
						children: props.eyebrow
					}),
					/* @__PURE__ */ jsx("h2", {
						id: headingId,
						children: props.heading
					}),
					props.paragraphs.map((paragraph, index) => /* @__PURE__ */ jsx("p", { children: paragraph }, index)),
					props.points.length > 0 && /* @__PURE__ */ jsx("ul", {
						className: "landing-problem__points",
						children: props.points.map((point, index) => /* @__PURE__ */ jsx("li", { children: point }, index))
					})
				]
			}), props.image && /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "landing-problem__image",
				src: props.image,
				alt: props.imageAlt,
				width: 640,
				height: 480,
				layout: "half"
			})]
		})
	});
}
export { LandingProblem as t };
