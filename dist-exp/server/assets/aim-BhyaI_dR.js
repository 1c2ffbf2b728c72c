import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { n as imageUrl } from "./image-url-CPSY9s1D.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css              */
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/aim/aim.tsx
/** The about page's aim: heading and text beside an image, with an optional button. */
function Aim({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const aim = content?.find((item) => item.text || item.description);
	if (!aim) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	const image = imageUrl(aim.image);
	return /* @__PURE__ */ jsx("section", {
		className: "aim section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container aim__grid",
			children: [image && /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "side-photo aim__image",
				src: image,
				alt: aim.text ?? "",
				width: 1200,
				height: 900,
				layout: "half"
			}), /* @__PURE__ */ jsxs("div", { children: [
				aim.text && /* @__PURE__ */ jsx("h2", { children: aim.text }),
				aim.description && /* @__PURE__ */ jsx("p", {
					className: "aim__text",
					children: aim.description
				}),
				aim.buttonText && aim.buttonLink && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: aim.buttonLink,
					children: aim.buttonText
				})
			] })]
		})
	});
}
export { Aim as t };
