import { NavLink } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/inspiration-tabs/inspiration-tabs.tsx
/** The hub's tab links (MONTH, INSPIRATION, TRIP FINDER, MOST POPULAR); the current one is marked. */
function InspirationTabs({ props }) {
	return /* @__PURE__ */ jsx("section", {
		className: "inspiration-tabs",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h1", { children: props.heading }), /* @__PURE__ */ jsx("nav", {
				"aria-label": props.label,
				children: /* @__PURE__ */ jsx("ul", {
					className: "inspiration-tabs__list",
					children: props.tabs.map((tab) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(NavLink, {
						className: "inspiration-tabs__link",
						to: tab.href,
						end: true,
						children: tab.label
					}) }, tab.href))
				})
			})]
		})
	});
}
export { InspirationTabs as t };
