import { n as responsiveBackground } from "./responsive-image-background-CU9bQMaO.js";
import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/landing-fix/landing-fix.tsx
/** 'The Fix': the answer to the page's problem, as a banner with an optional call to action. */
function LandingFix({ props, context }) {
	const headingId = `${context.section.id}-heading`;
	const inPage = props.buttonLink.startsWith("#");
	return /* @__PURE__ */ jsx("section", {
		className: "landing-fix responsive-background",
		style: responsiveBackground(props.image),
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container landing-fix__inner",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "landing-fix__heading",
					id: headingId,
					children: props.heading
				}),
				props.subHeading && /* @__PURE__ */ jsx("p", {
					className: "landing-fix__sub",
					children: props.subHeading
				}),
				/* @__PURE__ */ jsx("p", {
					className: "landing-fix__text",
					children: props.text
				}),
				props.steps.length > 0 && /* @__PURE__ */ jsx("ol", {
					className: "landing-fix__steps",
					children: props.steps.map((step, index) => /* @__PURE__ */ jsx("li", { children: step }, index))
				}),
				props.buttonText && (inPage ? /* @__PURE__ */ jsx("a", {
					className: "button button--primary",
					href: props.buttonLink,
					children: props.buttonText
				}) : /* @__PURE__ */ jsx(Link, {
					className: "button button--primary",
					to: props.buttonLink,
					children: props.buttonText
				}))
			]
		})
	});
}
export { LandingFix as t };
