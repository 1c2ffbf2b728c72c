import { i as submenuEntries, n as hasOwnPage, r as submenuButtonName, t as SiteLink } from "./site-link-DhFX9TeH.js";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/site/menu-icons.tsx
/** The hamburger and the cross of the mobile menus (decorative: their controls carry the name). */
var HamburgerIcon = () => /* @__PURE__ */ jsx("svg", {
	className: "menu-icon menu-icon--open",
	viewBox: "0 0 24 24",
	width: "26",
	height: "26",
	"aria-hidden": "true",
	focusable: "false",
	children: /* @__PURE__ */ jsx("path", {
		d: "M3 6h18M3 12h18M3 18h18",
		stroke: "currentColor",
		strokeWidth: "2.2",
		strokeLinecap: "round"
	})
});
var CloseIcon = () => /* @__PURE__ */ jsx("svg", {
	className: "menu-icon menu-icon--close",
	viewBox: "0 0 24 24",
	width: "24",
	height: "24",
	"aria-hidden": "true",
	focusable: "false",
	children: /* @__PURE__ */ jsx("path", {
		d: "M6 6l12 12M18 6L6 18",
		stroke: "currentColor",
		strokeWidth: "2.2",
		strokeLinecap: "round"
	})
});
// src/site/collapsible-group.tsx
var Arrow = () => /* @__PURE__ */ jsx("svg", {
	className: "collapsible-group__arrow",
	viewBox: "0 0 24 24",
	width: "20",
	height: "20",
	"aria-hidden": "true",
	focusable: "false",
	children: /* @__PURE__ */ jsx("path", {
		d: "M6 9l6 6 6-6",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2.2",
		strokeLinecap: "round",
		strokeLinejoin: "round"
	})
});
/**
* A group of the mobile menus (Our Specialties, Theme Park): a real button that says whether it is
* expanded, with an arrow that turns to show the same, opening and closing on its own.
*/
function CollapsibleGroup({ label, href, children, defaultOpen = false, level = 1, native = false }) {
	const [open, setOpen] = useState(defaultOpen);
	const listId = useId();
	const className = `collapsible-group collapsible-group--level-${level}`;
	if (native) return /* @__PURE__ */ jsxs("details", {
		className,
		open: defaultOpen || void 0,
		children: [/* @__PURE__ */ jsxs("summary", {
			className: "collapsible-group__toggle",
			children: [/* @__PURE__ */ jsx("span", { children: label }), /* @__PURE__ */ jsx(Arrow, {})]
		}), /* @__PURE__ */ jsx("div", {
			className: "collapsible-group__panel",
			children
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className,
		"data-state": open ? "open" : "closed",
		children: [href ? /* @__PURE__ */ jsxs("div", {
			className: "collapsible-group__split",
			children: [/* @__PURE__ */ jsx(SiteLink, {
				className: "collapsible-group__link",
				href,
				children: label
			}), /* @__PURE__ */ jsx("button", {
				type: "button",
				className: "collapsible-group__toggle collapsible-group__toggle--arrow",
				"aria-label": submenuButtonName(label),
				"aria-expanded": open,
				"aria-controls": listId,
				onClick: () => setOpen((value) => !value),
				children: /* @__PURE__ */ jsx(Arrow, {})
			})]
		}) : /* @__PURE__ */ jsxs("button", {
			type: "button",
			className: "collapsible-group__toggle",
			"aria-expanded": open,
			"aria-controls": listId,
			onClick: () => setOpen((value) => !value),
			children: [/* @__PURE__ */ jsx("span", { children: label }), /* @__PURE__ */ jsx(Arrow, {})]
		}), /* @__PURE__ */ jsx("div", {
			id: listId,
			className: "collapsible-group__panel",
			hidden: !open,
			children: open && children
		})]
	});
}
// src/site/mobile-nav-list.tsx
/**
* The navigation tree as the mobile menus show it: entries with children become collapsible
* groups (Our Specialties, Theme Park, ...). The menu around it closes when any link is chosen.
*/
function MobileNavList({ links, level = 1, nativeGroups = false }) {
	return /* @__PURE__ */ jsx("ul", {
		className: `mobile-nav mobile-nav--level-${level}`,
		children: links.map((link) => /* @__PURE__ */ jsx("li", {
			className: "mobile-nav__item",
			children: link.children?.length ? /* @__PURE__ */ jsx(CollapsibleGroup, {
				label: link.label,
				href: hasOwnPage(link) ? link.href : void 0,
				level,
				native: nativeGroups,
				children: /* @__PURE__ */ jsx(MobileNavList, {
					links: submenuEntries(link, { parentLabelIsLink: !nativeGroups }),
					level: 2,
					nativeGroups
				})
			}) : /* @__PURE__ */ jsx(SiteLink, {
				className: "mobile-nav__link",
				href: link.href,
				children: link.label
			})
		}, `${link.label} ${link.href}`))
	});
}
export { CloseIcon as n, HamburgerIcon as r, MobileNavList as t };
