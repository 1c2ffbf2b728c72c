import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css                        */
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/blocks/review-links/review-links.tsx
/**
* 'Leave a review': the title, a line of text and up to two buttons to review sites (Google, Yelp),
* each shown only when it has both a text and a link, opening in a new tab.
*/
function ReviewLinks({ props, content, status }) {
	if (status === "loading") return null;
	const data = status === "ready" ? content : void 0;
	const buttons = data ? [{
		site: "google",
		text: data.google_text,
		link: data.google_link
	}, {
		site: "yelp",
		text: data.yelp_text,
		link: data.yelp_link
	}] : [];
	return /* @__PURE__ */ jsx("section", {
		className: "review-links",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container review-links__inner",
			children: [/* @__PURE__ */ jsx("h1", {
				className: "heading-accent review-links__title",
				children: data?.review_title ?? props.titleFallback
			}), status === "failed" || status === "invalid" ? /* @__PURE__ */ jsx(StatusMessage, {
				tone: "error",
				children: props.errorText
			}) : !data ? /* @__PURE__ */ jsx(StatusMessage, {
				tone: "info",
				children: props.notFoundText
			}) : /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("p", {
				className: "review-links__text",
				children: data.subtext ?? props.subtextFallback
			}), /* @__PURE__ */ jsx("div", {
				className: "review-links__buttons",
				children: buttons.map(({ site, text, link }) => text && link ? /* @__PURE__ */ jsxs("a", {
					className: `button review-links__button review-links__button--${site}`,
					href: link,
					target: "_blank",
					rel: "noopener noreferrer",
					"data-site": site,
					children: [text, /* @__PURE__ */ jsx("span", {
						className: "visually-hidden",
						children: " (opens in a new tab)"
					})]
				}, site) : null)
			})] })]
		})
	});
}
export { ReviewLinks as t };
