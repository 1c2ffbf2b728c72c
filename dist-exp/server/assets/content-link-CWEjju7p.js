import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/content-link.tsx
/**
* A link from content or config: site paths navigate in the app, other URLs open in a new tab,
* safely. Content URLs reach here already checked by the contract (http(s) or site-relative only).
*/
function ContentLink({ href, className, children, newTab }) {
	if (/^https?:\/\//i.test(href) || newTab) return /* @__PURE__ */ jsxs("a", {
		className,
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		children: [children, /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: " (opens in a new tab)"
		})]
	});
	return /* @__PURE__ */ jsx(Link, {
		className,
		to: href,
		children
	});
}
export { ContentLink as t };
