import { t as slugify } from "./slug-sX6qmlwR.js";
import { i as submenuEntries, n as hasOwnPage, r as submenuButtonName, t as SiteLink } from "./site-link-DhFX9TeH.js";
import { t as useHydrated } from "./use-hydrated-Cr-arpFD.js";
import { useLocation } from "react-router-dom";
import { useLayoutEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
// src/site/use-click-keeps-hover-open.ts
/**
* Radix opens a dropdown on hover and toggles it on click, so the click of a visitor who moved the
* pointer onto a label and then clicked it (it opened on the way) would close it again at once.
* Wraps one menu level's value handler: the first click on a dropdown the pointer has just opened
* keeps it open (a second click closes it); clicks and keys otherwise toggle as Radix does.
*/
function useClickKeepsHoverOpen(value, setValue) {
	const openedByPointer = useRef(null);
	const clicking = useRef(false);
	const onValueChange = (next) => {
		openedByPointer.current = clicking.current || next === "" ? null : next;
		setValue(next);
	};
	const onTriggerClick = (itemValue) => (event) => {
		if (value === itemValue && openedByPointer.current === itemValue) {
			openedByPointer.current = null;
			event.preventDefault();
			return;
		}
		clicking.current = true;
		queueMicrotask(() => {
			clicking.current = false;
		});
	};
	return {
		onValueChange,
		onTriggerClick
	};
}
// src/site/desktop-nav.tsx
var Chevron = () => /* @__PURE__ */ jsx("svg", {
	className: "desktop-nav__chevron",
	viewBox: "0 0 24 24",
	width: "16",
	height: "16",
	"aria-hidden": "true",
	focusable: "false",
	children: /* @__PURE__ */ jsx("path", {
		d: "M6 9l6 6 6-6",
		fill: "none",
		stroke: "currentColor",
		strokeWidth: "2.4",
		strokeLinecap: "round",
		strokeLinejoin: "round"
	})
});
var keyOf = (link) => `${link.label} ${link.href}`;
/** Radix builds the ids of aria-controls from the value: no spaces, or it would name two ids. */
var valueOf = (link) => slugify(link.label);
var preventDefault = (event) => event.preventDefault();
/**
* Every panel stays mounted (its links are in the server HTML), so each is a Radix dismissable
* layer even while closed: a closed one must not act on a press, the focus or Escape outside it
* (it would close the open panel before a click on its link lands, and Escape would not reach it).
*/
var inertWhileClosed = (open) => open ? {} : {
	onPointerDownOutside: preventDefault,
	onFocusOutside: preventDefault,
	onEscapeKeyDown: preventDefault
};
function MenuLink({ link, className }) {
	const { pathname } = useLocation();
	return /* @__PURE__ */ jsx(NavigationMenu.Link, {
		asChild: true,
		active: pathname === link.href,
		children: /* @__PURE__ */ jsx(SiteLink, {
			className,
			href: link.href,
			"aria-current": pathname === link.href ? "page" : void 0,
			children: link.label
		})
	});
}
/** A dropdown's list; an entry with children (Theme Park) opens a nested flyout to the side. */
function SubmenuList({ link, state }) {
	return /* @__PURE__ */ jsx("ul", {
		className: "desktop-nav__submenu",
		children: submenuEntries(link).map((entry) => entry.children?.length ? /* @__PURE__ */ jsx("li", {
			className: "desktop-nav__subitem",
			children: /* @__PURE__ */ jsx(NavigationMenu.Sub, {
				orientation: "vertical",
				className: "desktop-nav__sub",
				value: state.subValue,
				onValueChange: state.sub.onValueChange,
				children: /* @__PURE__ */ jsx(NavigationMenu.List, {
					className: "desktop-nav__sublist",
					children: /* @__PURE__ */ jsxs(NavigationMenu.Item, {
						value: valueOf(entry),
						children: [/* @__PURE__ */ jsxs(NavigationMenu.Trigger, {
							className: "desktop-nav__subtrigger",
							onClick: state.sub.onTriggerClick(valueOf(entry)),
							children: [entry.label, /* @__PURE__ */ jsx(Chevron, {})]
						}), /* @__PURE__ */ jsx(NavigationMenu.Content, {
							forceMount: true,
							hidden: state.subValue !== valueOf(entry),
							className: "desktop-nav__flyout",
							role: "group",
							...inertWhileClosed(state.subValue === valueOf(entry)),
							children: /* @__PURE__ */ jsx(SubmenuList, {
								link: entry,
								state
							})
						})]
					})
				})
			})
		}, keyOf(entry)) : /* @__PURE__ */ jsx("li", {
			className: "desktop-nav__subitem",
			children: /* @__PURE__ */ jsx(MenuLink, {
				link: entry,
				className: "desktop-nav__sublink"
			})
		}, keyOf(entry)))
	});
}
/**
* Radix puts a focus proxy after an open dropdown's button: an empty span with tabindex="0" (Tab
* from the button lands on it and it hands the focus into the panel) that is also aria-hidden. A
* focusable element hidden from assistive technology fails WCAG (axe `aria-hidden-focus`); the
* proxy is empty and passes the focus on at once, so it is left exposed instead.
*/
function useFocusProxiesExposed(root, openKey) {
	useLayoutEffect(() => {
		for (const proxy of root.current?.querySelectorAll("span[aria-hidden=\"true\"][tabindex=\"0\"]") ?? []) proxy.removeAttribute("aria-hidden");
	}, [root, openKey]);
}
function DesktopNav({ links, label = "Main", className }) {
	const [value, setValue] = useState("");
	const [subValue, setSubValue] = useState("");
	const root = useRef(null);
	const hydrated = useHydrated();
	useFocusProxiesExposed(root, `${value} ${subValue}`);
	const bar = useClickKeepsHoverOpen(value, (next) => {
		setValue(next);
		setSubValue("");
	});
	const state = {
		value,
		subValue,
		sub: useClickKeepsHoverOpen(subValue, setSubValue)
	};
	const closeOnEscape = (event) => {
		if (event.key !== "Escape" || value === "") return;
		const trigger = root.current?.querySelector(`.desktop-nav__trigger[data-state='open']`);
		if (trigger && root.current?.contains(document.activeElement)) trigger.focus();
		bar.onValueChange("");
	};
	return /* @__PURE__ */ jsx(NavigationMenu.Root, {
		ref: root,
		className: `desktop-nav${className ? ` ${className}` : ""}`,
		"aria-label": label,
		delayDuration: 120,
		value,
		onValueChange: bar.onValueChange,
		onKeyDown: closeOnEscape,
		"data-enhanced": hydrated ? "" : void 0,
		children: /* @__PURE__ */ jsx(NavigationMenu.List, {
			className: "desktop-nav__list",
			children: links.map((link) => link.children?.length ? /* @__PURE__ */ jsxs(NavigationMenu.Item, {
				value: valueOf(link),
				className: "desktop-nav__item",
				children: [hasOwnPage(link) ? /* @__PURE__ */ jsxs("span", {
					className: "desktop-nav__split",
					children: [/* @__PURE__ */ jsx(MenuLink, {
						link,
						className: "desktop-nav__link desktop-nav__link--parent"
					}), /* @__PURE__ */ jsx(NavigationMenu.Trigger, {
						className: "desktop-nav__trigger desktop-nav__trigger--toggle",
						"aria-label": submenuButtonName(link.label),
						onClick: bar.onTriggerClick(valueOf(link)),
						children: /* @__PURE__ */ jsx(Chevron, {})
					})]
				}) : /* @__PURE__ */ jsxs(NavigationMenu.Trigger, {
					className: "desktop-nav__trigger",
					onClick: bar.onTriggerClick(valueOf(link)),
					children: [link.label, /* @__PURE__ */ jsx(Chevron, {})]
				}), /* @__PURE__ */ jsx(NavigationMenu.Content, {
					forceMount: true,
					hidden: value !== valueOf(link),
					className: "desktop-nav__panel",
					role: "group",
					...inertWhileClosed(value === valueOf(link)),
					children: /* @__PURE__ */ jsx(SubmenuList, {
						link,
						state
					})
				})]
			}, keyOf(link)) : /* @__PURE__ */ jsx(NavigationMenu.Item, {
				className: "desktop-nav__item",
				children: /* @__PURE__ */ jsx(MenuLink, {
					link,
					className: "desktop-nav__link"
				})
			}, keyOf(link)))
		})
	});
}
export { DesktopNav };
