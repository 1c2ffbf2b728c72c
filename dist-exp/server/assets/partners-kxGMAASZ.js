import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/partners/partners.tsx
/** A strip of partner logos; hidden until loaded and when there is none. */
function Partners({ props, content, status }) {
	const partners = (status === "ready" ? content ?? [] : []).filter((partner) => partner.image);
	if (partners.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "partners",
		"aria-label": props.heading ?? "Our partners",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "partners__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "partners__list",
				children: partners.map((partner) => /* @__PURE__ */ jsx("li", {
					className: "partners__item",
					children: /* @__PURE__ */ jsx(ResponsiveImage, {
						className: "partners__logo",
						src: partner.image,
						alt: partner.title,
						width: 200,
						height: 80,
						layout: "logo"
					})
				}, partner.id))
			})]
		})
	});
}
export { Partners as t };
