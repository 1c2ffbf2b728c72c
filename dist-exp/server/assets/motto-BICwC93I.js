import { n as responsiveBackground } from "./responsive-image-background-CU9bQMaO.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { n as useParallax, t as parallaxBackdropStyle } from "./parallax-B1JPpbDw.js";
import { useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/motto/motto.tsx
function Motto({ props, content, status }) {
	const site = useSiteSettings();
	const backdrop = useRef(null);
	useParallax(backdrop, props.parallax);
	if (status === "loading") return null;
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const motto = content?.[0];
	if (!motto) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	const background = motto.backgroundImage ?? site.defaults.images.motto;
	return /* @__PURE__ */ jsxs("section", {
		className: "motto parallax",
		children: [/* @__PURE__ */ jsx("div", {
			ref: backdrop,
			className: "motto__backdrop parallax__backdrop responsive-background",
			style: {
				...parallaxBackdropStyle(props.parallax),
				...responsiveBackground(background)
			},
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsxs("div", {
			className: "motto__panel container",
			children: [
				motto.text && /* @__PURE__ */ jsx("h2", {
					className: "motto__title",
					children: motto.text
				}),
				motto.description && /* @__PURE__ */ jsx("p", {
					className: "motto__text",
					children: motto.description
				}),
				motto.buttonText && motto.buttonLink && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: motto.buttonLink,
					children: motto.buttonText
				})
			]
		})]
	});
}
export { Motto as t };
