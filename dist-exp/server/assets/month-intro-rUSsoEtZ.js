import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/month-intro/month-intro.tsx
/** The month's introduction: heading, text and an optional button. */
function MonthIntro({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	if (!content || !content.title && !content.description) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "month-intro section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container month-intro__inner",
			children: [
				content.title && /* @__PURE__ */ jsx("h2", { children: content.title }),
				content.description && /* @__PURE__ */ jsx("p", {
					className: "month-intro__text",
					children: content.description
				}),
				content.buttonText && content.buttonLink && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: content.buttonLink,
					children: content.buttonText
				})
			]
		})
	});
}
export { MonthIntro as t };
