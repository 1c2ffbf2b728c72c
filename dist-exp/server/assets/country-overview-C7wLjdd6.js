import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/country-overview/country-overview.tsx
/** The country overview; its optional button opens its link in a new tab (spec 2 "Country page"). */
function CountryOverview({ props, content, status }) {
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	if (!content || !content.overviewTitle && !content.overviewDescription) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: "country-overview section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container country-overview__inner",
			children: [
				content.overviewTitle && /* @__PURE__ */ jsx("h2", { children: content.overviewTitle }),
				content.overviewDescription && /* @__PURE__ */ jsx("p", {
					className: "country-overview__text",
					children: content.overviewDescription
				}),
				content.overviewButtonText && content.overviewButtonLink && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: content.overviewButtonLink,
					newTab: true,
					children: content.overviewButtonText
				})
			]
		})
	});
}
export { CountryOverview as t };
