import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/catalog/catalog.tsx
/** The catalogue: sections alternating image-left and image-right, each with a 'Ready To Travel?' link. */
function Catalog({ props, content, status }) {
	const items = status === "ready" ? content ?? [] : [];
	if (items.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "catalog section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), items.map((item, index) => {
				const side = index % 2 === 0 ? "left" : "right";
				const Heading = props.heading ? "h3" : "h2";
				return /* @__PURE__ */ jsxs("article", {
					className: `catalog__item catalog__item--image-${side}`,
					"data-image-side": side,
					children: [item.image && /* @__PURE__ */ jsx(ResponsiveImage, {
						className: "catalog__image",
						src: item.image,
						alt: item.text,
						width: 1200,
						height: 800,
						layout: "half"
					}), /* @__PURE__ */ jsxs("div", {
						className: "catalog__body",
						children: [
							/* @__PURE__ */ jsx(Heading, {
								className: "catalog__title",
								children: item.text
							}),
							item.description && /* @__PURE__ */ jsx("p", {
								className: "catalog__text",
								children: item.description
							}),
							/* @__PURE__ */ jsx(ContentLink, {
								className: "button button--primary",
								href: props.linkHref,
								children: props.linkText
							})
						]
					})]
				}, item.id);
			})]
		})
	});
}
export { Catalog as t };
