import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/advisor-testimonial/advisor-testimonial.tsx
/** What travellers said about this advisor: quote and name. */
function AdvisorTestimonial({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const quotes = (content ?? []).filter((item) => item.description);
	if (quotes.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "advisor-testimonial section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "advisor-testimonial__list",
				children: quotes.map((item, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("figure", {
					className: "advisor-testimonial__quote",
					children: [/* @__PURE__ */ jsx("blockquote", {
						className: "advisor-testimonial__text",
						children: /* @__PURE__ */ jsx("p", { children: item.description })
					}), item.text && /* @__PURE__ */ jsx("figcaption", {
						className: "advisor-testimonial__name",
						children: item.text
					})]
				}) }, item.id ?? index))
			})]
		})
	});
}
export { AdvisorTestimonial as t };
