import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/planning/planning.tsx
function Planning({ props, content, status }) {
	if (status === "loading") return null;
	const first = status === "ready" ? content?.[0] : void 0;
	const item = first?.text ? first : void 0;
	const heading = item?.text ?? props.defaultHeading;
	if (!heading) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: status === "failed" || status === "invalid" ? props.errorText : props.emptyText
	});
	const text = item ? item.description : props.defaultText;
	const buttonText = item?.buttonText ?? props.defaultButtonText;
	const buttonLink = item?.buttonLink ?? props.defaultButtonLink;
	return /* @__PURE__ */ jsx("section", {
		className: "planning section section--sand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container planning__inner",
			children: [
				/* @__PURE__ */ jsx("h2", { children: heading }),
				text && /* @__PURE__ */ jsx("p", {
					className: "planning__text",
					children: text
				}),
				props.button && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: buttonLink,
					children: buttonText
				})
			]
		})
	});
}
export { Planning as t };
