import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
/* empty css              */
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/about/about.tsx
/** About the agency: image, heading, description and an optional button (to buttonLink or '#'). */
function About({ props, content, status }) {
	const about = status === "ready" ? content?.[0] : void 0;
	if (!about) return null;
	const href = about.buttonLink ?? props.fallbackLink;
	return /* @__PURE__ */ jsx("section", {
		className: "about section section--sand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container about__inner",
			children: [about.image && /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "side-photo about__image",
				src: about.image,
				alt: about.text,
				width: 1200,
				height: 900,
				layout: "half"
			}), /* @__PURE__ */ jsxs("div", {
				className: "about__body",
				children: [
					/* @__PURE__ */ jsx("h2", {
						className: "about__heading",
						children: about.text
					}),
					about.description && /* @__PURE__ */ jsx("p", {
						className: "about__text",
						children: about.description
					}),
					about.buttonText && (href.startsWith("#") ? /* @__PURE__ */ jsx("a", {
						className: "button button--primary",
						href,
						children: about.buttonText
					}) : /* @__PURE__ */ jsx(ContentLink, {
						className: "button button--primary",
						href,
						children: about.buttonText
					}))
				]
			})]
		})
	});
}
export { About as t };
