import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/speciality-links/speciality-links.tsx
/** The specialities link list (`pages/specialities_list`); links without a url are left out. */
function SpecialityLinks({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const links = (content ?? []).filter((item) => Boolean(item.url));
	if (links.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "speciality-links section section--sand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "speciality-links__list",
				children: links.map((item) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ContentLink, {
					className: "speciality-links__link",
					href: item.url,
					children: item.name
				}) }, String(item.id)))
			})]
		})
	});
}
export { SpecialityLinks as t };
