import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { n as imageUrl } from "./image-url-CPSY9s1D.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { t as opensThePage } from "./opens-the-page-C2p22de5.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/introduction/introduction.tsx
/** Alternating image and text blocks, each with an optional button (external links open in a new tab). */
function Introduction({ props, content, status, context }) {
	if (status === "loading") return null;
	const message = (tone, text) => props.showMessages ? /* @__PURE__ */ jsx(StatusMessage, {
		tone,
		children: text
	}) : /* @__PURE__ */ jsx("p", {
		hidden: true,
		"data-status": tone,
		children: text
	});
	if (status === "failed" || status === "invalid") return message("error", props.errorText);
	const items = (content ?? []).slice(0, props.maxItems);
	if (items.length === 0) return message("info", props.emptyText);
	const Title = props.titleLevel === 2 ? "h2" : "h3";
	return /* @__PURE__ */ jsx("section", {
		className: "introduction section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [props.heading && /* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), items.map((item, index) => {
				const imageLeft = props.imageFirst ? index % 2 === 0 : index % 2 === 1;
				const image = imageUrl(item.image);
				const first = index === 0;
				const buttonText = item.buttonText ?? (first ? props.defaultButtonText : void 0);
				const buttonLink = item.buttonLink ?? (first ? props.defaultButtonLink : void 0);
				return /* @__PURE__ */ jsxs("article", {
					className: `introduction__item${imageLeft ? "" : " introduction__item--reverse"}`,
					children: [image && /* @__PURE__ */ jsx(ResponsiveImage, {
						className: "introduction__image",
						src: image,
						alt: item.text ?? "",
						width: 1200,
						height: 800,
						layout: "half",
						priority: index === 0 && opensThePage(context) ? "eager" : "lazy"
					}), /* @__PURE__ */ jsxs("div", {
						className: "introduction__body",
						children: [
							item.text && /* @__PURE__ */ jsx(Title, {
								className: "introduction__title",
								children: item.text
							}),
							item.description && /* @__PURE__ */ jsx("p", {
								className: "introduction__text",
								children: item.description
							}),
							buttonText && buttonLink && /* @__PURE__ */ jsx(ContentLink, {
								className: "button button--secondary",
								href: buttonLink,
								newTab: props.buttonNewTab,
								children: buttonText
							})
						]
					})]
				}, item.id ?? index);
			})]
		})
	});
}
export { Introduction as t };
