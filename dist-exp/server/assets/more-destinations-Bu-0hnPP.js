import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/more-destinations/more-destinations.tsx
/** The 'More Destinations' grid: a card per destination, linking to /country/{slug}/. */
function MoreDestinations({ props, content, status }) {
	const site = useSiteSettings();
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const items = content ?? [];
	if (items.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "more-destinations section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "more-destinations__grid",
				children: items.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("article", {
					className: "more-destinations__card",
					children: [/* @__PURE__ */ jsx(ResponsiveImage, {
						className: "more-destinations__image",
						src: item.bannerImage ?? site.defaults.images.banner,
						alt: item.countryName,
						width: 800,
						height: 500,
						layout: "third"
					}), /* @__PURE__ */ jsxs("div", {
						className: "more-destinations__body",
						children: [
							/* @__PURE__ */ jsx("p", {
								className: "more-destinations__country",
								children: item.countryName
							}),
							/* @__PURE__ */ jsx("h3", { children: item.bannerTitle ?? item.countryName }),
							item.destinationDescription && /* @__PURE__ */ jsx("p", {
								className: "more-destinations__text",
								children: item.destinationDescription
							}),
							/* @__PURE__ */ jsx(Link, {
								className: "more-destinations__link",
								to: `/country/${slugify(item.countryName)}/`,
								children: `${props.linkText} ${item.countryName}`
							})
						]
					})]
				}) }, String(item.destinationId)))
			})]
		})
	});
}
export { MoreDestinations as t };
