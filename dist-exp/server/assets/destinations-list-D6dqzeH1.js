import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as slugify } from "./slug-sX6qmlwR.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css              */
import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/destinations-list/destinations-list.tsx
/** The destination names, each linking to /country/{slug}/, beside the page's image. */
function DestinationsList({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const destinations = content?.destinations ?? [];
	if (destinations.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	const image = content?.image.find((item) => item.image)?.image;
	return /* @__PURE__ */ jsx("section", {
		className: "destinations-list section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container destinations-list__grid",
			children: [/* @__PURE__ */ jsxs("div", { children: [
				/* @__PURE__ */ jsx("h2", { children: props.heading }),
				/* @__PURE__ */ jsx("p", {
					className: "destinations-list__intro",
					children: props.text
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "destinations-list__names",
					children: destinations.map((destination) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						className: "destinations-list__link",
						to: `/country/${slugify(destination.name)}/`,
						children: destination.name
					}) }, String(destination.id)))
				})
			] }), image && /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "side-photo destinations-list__image",
				src: image,
				alt: "",
				width: 1200,
				height: 900,
				layout: "half",
				priority: "eager"
			})]
		})
	});
}
export { DestinationsList as t };
