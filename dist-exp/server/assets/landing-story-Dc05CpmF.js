import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/landing-story/landing-story.tsx
/** The story behind the agency, in the config's words. */
function LandingStory({ props, context }) {
	const headingId = `${context.section.id}-heading`;
	return /* @__PURE__ */ jsx("section", {
		className: "landing-story section section--sand",
		"aria-labelledby": headingId,
		children: /* @__PURE__ */ jsxs("div", {
			className: `container landing-story__inner${props.image ? " landing-story__inner--with-image" : ""}`,
			children: [props.image && /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "landing-story__image",
				src: props.image,
				alt: props.imageAlt,
				width: 560,
				height: 640,
				layout: "half"
			}), /* @__PURE__ */ jsxs("div", {
				className: "landing-story__text",
				children: [
					/* @__PURE__ */ jsx("h2", {
						id: headingId,
						children: props.heading
					}),
					props.paragraphs.map((paragraph, index) => /* @__PURE__ */ jsx("p", { children: paragraph }, index)),
					props.signature && /* @__PURE__ */ jsxs("p", {
						className: "landing-story__signature",
						children: ["— ", props.signature]
					})
				]
			})]
		})
	});
}
export { LandingStory as t };
