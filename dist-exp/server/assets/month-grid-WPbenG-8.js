import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css              */
import { t as opensThePage } from "./opens-the-page-C2p22de5.js";
import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/month-grid/month-grid.tsx
/** The month tiles; each opens /monthly/{slug}/ with the spec's slug of its title. */
function MonthGrid({ props, content, status, context }) {
	const site = useSiteSettings();
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const months = content ?? [];
	if (months.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "month-grid section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "month-grid__list",
				children: months.map((month, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					className: "photo-tile month-grid__tile",
					to: `/monthly/${slugify(month.title)}/`,
					children: [/* @__PURE__ */ jsx(ResponsiveImage, {
						className: "photo-tile__image month-grid__image",
						src: month.image ?? site.defaults.images.banner,
						alt: "",
						width: 800,
						height: 600,
						layout: "card",
						priority: index < 4 && opensThePage(context) ? "eager" : "lazy"
					}), /* @__PURE__ */ jsxs("div", {
						className: "photo-tile__text month-grid__caption",
						children: [/* @__PURE__ */ jsx("h3", {
							className: "month-grid__title",
							children: month.title
						}), month.subTitle && /* @__PURE__ */ jsx("p", {
							className: "month-grid__sub",
							children: month.subTitle
						})]
					})]
				}) }, String(month.monthId)))
			})]
		})
	});
}
export { MonthGrid as t };
