import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/where-to/where-to.tsx
/** The call-to-action banner; its fallback texts are the spec's, so it never shows an error. */
function WhereTo({ props, content, status }) {
	const item = props.fromContent && status === "ready" ? content?.[0] : void 0;
	return /* @__PURE__ */ jsx("section", {
		className: "where-to",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container where-to__inner",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "where-to__heading",
					children: item?.text ?? props.heading
				}),
				/* @__PURE__ */ jsx("p", {
					className: "where-to__text",
					children: item?.description ?? props.text
				}),
				/* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: props.buttonLink,
					children: props.buttonText
				})
			]
		})
	});
}
export { WhereTo as t };
