import { n as CloseIcon, t as MobileNavList } from "./mobile-nav-list-BgoJn7EM.js";
import { jsx, jsxs } from "react/jsx-runtime";
import * as Dialog from "@radix-ui/react-dialog";
// src/site/mobile-menu-dialog.tsx
/**
* The menu as a modal Radix dialog, controlled by the hamburger of MobileMenu: focus stays inside
* and returns to the hamburger; Escape, the close button and (for the side panel) the backdrop close it; page
* scrolling is locked while it is open. Choosing any link closes it. A chunk of its own, loaded on
* the first press of the hamburger (MobileMenu): Radix's dialog, focus scope and scroll lock are
* not part of a page's first download. The hamburger stays MobileMenu's button (no Radix trigger), so
* the chunk's arrival does not swap the element a keyboard user has focused.
*/
function MobileMenuDialog({ links, variant, brand, extras, contentId, toggle, open, onOpenChange }) {
	const closeOnLink = (event) => {
		if (event.target instanceof Element && event.target.closest("a")) onOpenChange(false);
	};
	return /* @__PURE__ */ jsx(Dialog.Root, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(Dialog.Portal, { children: [/* @__PURE__ */ jsx(Dialog.Overlay, { className: "mobile-menu__backdrop" }), /* @__PURE__ */ jsxs(Dialog.Content, {
			id: contentId,
			className: `mobile-menu mobile-menu--${variant}`,
			"aria-describedby": void 0,
			onClick: closeOnLink,
			onCloseAutoFocus: (event) => {
				event.preventDefault();
				toggle.current?.focus();
			},
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "mobile-menu__top",
					children: [
						brand,
						/* @__PURE__ */ jsx(Dialog.Title, {
							className: "visually-hidden",
							children: "Menu"
						}),
						/* @__PURE__ */ jsx(Dialog.Close, {
							className: "mobile-menu__close",
							"aria-label": "Close menu",
							children: /* @__PURE__ */ jsx(CloseIcon, {})
						})
					]
				}),
				/* @__PURE__ */ jsx("nav", {
					className: "mobile-menu__nav",
					"aria-label": "Menu",
					children: /* @__PURE__ */ jsx(MobileNavList, { links })
				}),
				extras && /* @__PURE__ */ jsx("div", {
					className: "mobile-menu__extras",
					children: extras
				})
			]
		})] })
	});
}
export { MobileMenuDialog };
