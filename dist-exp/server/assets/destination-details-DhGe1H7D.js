import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css              */
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/destination-details/destination-details.tsx
/** The destination's name, description and (up to) four photos. */
function DestinationDetails({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	if (!content || !content.countryName && !content.destinationDescription) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	const images = content.destinationImagesPath.slice(0, props.imageCount);
	const name = content.countryName ?? "";
	return /* @__PURE__ */ jsx("section", {
		className: "destination-details section section--sand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container destination-details__grid",
			children: [/* @__PURE__ */ jsxs("div", { children: [content.countryName && /* @__PURE__ */ jsx("h2", { children: content.countryName }), content.destinationDescription && /* @__PURE__ */ jsx("p", {
				className: "destination-details__text",
				children: content.destinationDescription
			})] }), images.length > 0 && /* @__PURE__ */ jsx("ul", {
				className: "destination-details__images",
				children: images.map((src, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ResponsiveImage, {
					className: "side-photo destination-details__image",
					src,
					alt: name ? `${name}, photo ${index + 1} of ${images.length}` : "",
					width: 800,
					height: 600,
					layout: "half"
				}) }, `${src}-${index}`))
			})]
		})
	});
}
export { DestinationDetails as t };
