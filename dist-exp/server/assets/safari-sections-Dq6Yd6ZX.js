import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { t as opensThePage } from "./opens-the-page-C2p22de5.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/blocks/safari-sections/section-view.ts
var isHttp = (value) => Boolean(value && /^https?:\/\//i.test(value));
/**
* Spec 2 §7, image address rule: backgroundImage if it starts with http; otherwise image if it
* starts with http; otherwise the image name under the uploads path; otherwise empty. A
* site-relative image path (our own store's) is already an address and is kept as it is.
*/
function safariImageSrc(item, uploadsPath) {
	const { backgroundImage, image } = item;
	if (backgroundImage && isHttp(backgroundImage)) return backgroundImage;
	if (!image) return "";
	if (isHttp(image) || image.startsWith("/")) return image;
	return `${uploadsPath}${image}`;
}
/** At most `maxIntroduction` introduction items, then at most `maxMotto` motto items. */
function safariSectionViews(content, options) {
	const pick = (items, max, kind) => items.slice(0, max).map((item, index) => ({
		id: `${kind}-${item.id ?? index}`,
		title: item.text ?? "",
		text: item.description ?? "",
		imageSrc: safariImageSrc(item, options.uploadsPath),
		buttonText: item.buttonText,
		buttonLink: item.buttonLink
	}));
	return [...pick(content.introduction, options.maxIntroduction, "introduction"), ...pick(content.motto, options.maxMotto, "motto")].filter((view) => view.title || view.text);
}
// src/blocks/safari-sections/safari-sections.tsx
/** The safari page's alternating image and text sections, each with an optional outbound button. */
function SafariSections({ props, content, status, context }) {
	const heading = props.heading && /* @__PURE__ */ jsx("div", {
		className: "safari-sections__head container",
		children: /* @__PURE__ */ jsx("h1", { children: props.heading })
	});
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	const views = status === "ready" && content ? safariSectionViews(content, props) : [];
	if (views.length === 0) return /* @__PURE__ */ jsxs(Fragment, { children: [heading, /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	})] });
	return /* @__PURE__ */ jsxs("div", {
		className: "safari-sections",
		children: [heading, views.map((view, index) => /* @__PURE__ */ jsxs("section", {
			className: `safari-sections__item${index % 2 === 1 ? " safari-sections__item--image-right" : ""}`,
			children: [view.imageSrc ? /* @__PURE__ */ jsx(ResponsiveImage, {
				className: "safari-sections__image",
				src: view.imageSrc,
				alt: view.title,
				width: 1200,
				height: 800,
				layout: "half",
				priority: index === 0 && opensThePage(context) ? "eager" : "lazy"
			}) : /* @__PURE__ */ jsx("div", { "aria-hidden": "true" }), /* @__PURE__ */ jsxs("div", {
				className: "safari-sections__body",
				children: [
					view.title && /* @__PURE__ */ jsx("h2", { children: view.title }),
					view.text && /* @__PURE__ */ jsx("p", {
						className: "safari-sections__text",
						children: view.text
					}),
					view.buttonText && view.buttonLink && /* @__PURE__ */ jsx(ContentLink, {
						className: "button button--primary",
						href: view.buttonLink,
						newTab: true,
						children: view.buttonText
					})
				]
			})]
		}, view.id))]
	});
}
export { SafariSections as t };
