import { n as responsiveBackground } from "./responsive-image-background-CU9bQMaO.js";
import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { n as imageUrl } from "./image-url-CPSY9s1D.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { n as useParallax, t as parallaxBackdropStyle } from "./parallax-B1JPpbDw.js";
import { useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/advisor-intro/advisor-intro.tsx
/** The advisor's introduction over a background that scrolls with parallax (0.5). */
function AdvisorIntro({ props, content, status }) {
	const site = useSiteSettings();
	const backdrop = useRef(null);
	useParallax(backdrop, props.parallax);
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const advisor = content?.find((item) => item.text || item.description);
	if (!advisor) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	const background = advisor.backgroundImage ?? site.defaults.images.motto;
	const photo = imageUrl(advisor.image) ?? site.defaults.images.advisor;
	return /* @__PURE__ */ jsxs("section", {
		className: "advisor-intro parallax",
		children: [/* @__PURE__ */ jsx("div", {
			ref: backdrop,
			className: "advisor-intro__backdrop parallax__backdrop responsive-background",
			style: {
				...parallaxBackdropStyle(props.parallax),
				...responsiveBackground(background)
			},
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", {
			className: "container advisor-intro__card",
			children: [/* @__PURE__ */ jsx(ResponsiveImage, {
				className: "advisor-intro__photo",
				src: photo,
				alt: advisor.text ?? "",
				width: 400,
				height: 400,
				layout: "third",
				priority: "eager"
			}), /* @__PURE__ */ jsxs("div", { children: [
				advisor.text && /* @__PURE__ */ jsx("h1", { children: advisor.text }),
				props.role && /* @__PURE__ */ jsx("p", {
					className: "advisor-intro__role",
					children: props.role
				}),
				advisor.description && /* @__PURE__ */ jsx("p", {
					className: "advisor-intro__text",
					children: advisor.description
				}),
				advisor.buttonText && advisor.buttonLink && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: advisor.buttonLink,
					children: advisor.buttonText
				})
			] })]
		})]
	});
}
export { AdvisorIntro as t };
