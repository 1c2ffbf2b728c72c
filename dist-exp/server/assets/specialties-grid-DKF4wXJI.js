import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/specialties-grid/specialties-grid.tsx
/** Where a tile goes: its url in a new tab, else the generic page of its pageId. */
function tileTarget(item) {
	if (item.url) return {
		href: item.url,
		newTab: true
	};
	if (item.pageId !== void 0) return {
		href: `/page/${item.pageId}/`,
		newTab: false
	};
}
function TileLink({ item, children }) {
	const target = tileTarget(item);
	if (!target) return /* @__PURE__ */ jsx("div", {
		className: "specialty-tile",
		children
	});
	if (target.newTab) return /* @__PURE__ */ jsxs("a", {
		className: "specialty-tile",
		href: target.href,
		target: "_blank",
		rel: "noopener noreferrer",
		children: [children, /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: " (opens in a new tab)"
		})]
	});
	return /* @__PURE__ */ jsx(Link, {
		className: "specialty-tile",
		to: target.href,
		children
	});
}
/** The specialties as image tiles (1, 2 or 3 columns) with a title overlay that grows on hover. */
function SpecialtiesGrid({ props, content, status }) {
	const items = status === "ready" ? content ?? [] : [];
	if (items.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "specialties-grid section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "specialties-grid__list",
				children: items.map((item) => {
					const name = item.name ?? item.speciality_name ?? "";
					return /* @__PURE__ */ jsx("li", {
						className: "specialties-grid__item",
						children: /* @__PURE__ */ jsxs(TileLink, {
							item,
							children: [item.image && /* @__PURE__ */ jsx(ResponsiveImage, {
								className: "specialty-tile__image",
								src: item.image,
								alt: "",
								width: 600,
								height: 400,
								layout: "third"
							}), /* @__PURE__ */ jsx("span", {
								className: "specialty-tile__overlay",
								children: /* @__PURE__ */ jsx("span", {
									className: "specialty-tile__title",
									children: name
								})
							})]
						})
					}, item.id);
				})
			})]
		})
	});
}
export { tileTarget as n, SpecialtiesGrid as t };
