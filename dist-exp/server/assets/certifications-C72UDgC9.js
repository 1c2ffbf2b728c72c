import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/certifications/lines.ts
/** One bullet per non-empty line (spec 2 "Advisor profile pages"). */
function toLines(text) {
	return (text ?? "").split(/\r?\n/).map((line) => line.replace(/^\s*[-•*]\s*/, "").trim()).filter((line) => line !== "");
}
// src/blocks/certifications/certifications.tsx
/** The advisor's certifications, one bullet per line of each item's description. */
function Certifications({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const groups = (content ?? []).map((item) => ({
		id: item.id,
		heading: item.text,
		lines: toLines(item.description)
	})).filter((group) => group.lines.length > 0);
	if (groups.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "certifications section section--sand",
		children: /* @__PURE__ */ jsx("div", {
			className: "container certifications__inner",
			children: groups.map((group, index) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", { children: group.heading ?? props.heading }), /* @__PURE__ */ jsx("ul", {
				className: "certifications__list",
				children: group.lines.map((line, lineIndex) => /* @__PURE__ */ jsx("li", {
					className: "certifications__item",
					children: line
				}, `${lineIndex}-${line}`))
			})] }, group.id ?? index))
		})
	});
}
export { Certifications as t };
