import { Link } from "react-router-dom";
import { forwardRef } from "react";
import { jsx } from "react/jsx-runtime";
// src/site/nav-links.ts
/** An https URL leaves the site (new tab); a path is a client-side route. */
var isExternalHref = (href) => /^https?:\/\//.test(href);
/**
* The entries of a submenu as the menus show them: its children. Where the parent's label cannot be
* a link (the no-script menu's <details> summary), pass `parentLabelIsLink: false`: the entries are
* then led by a link to the parent's own page when the config names one (`overviewLabel`) and no
* child already goes there, so the parent's page (e.g. /services/) stays reachable.
*/
function submenuEntries(link, { parentLabelIsLink = true } = {}) {
	const children = link.children ?? [];
	if (parentLabelIsLink || !link.overviewLabel || !hasOwnPage(link)) return children;
	return [{
		label: link.overviewLabel,
		href: link.href
	}, ...children];
}
/**
* Whether an entry with children has a page of its own that none of its children goes to (Our
* Specialties, /services/): its label is then a link to that page, beside a button that opens its
* submenu, instead of a button alone.
*/
var hasOwnPage = (link) => Boolean(link.children?.length) && !link.children?.some((child) => child.href === link.href);
/** The name of the button that opens such an entry's submenu (its label is the link's name). */
var submenuButtonName = (label) => `${label} submenu`;
// src/site/site-link.tsx
/**
* One link for the chrome: a site path navigates client-side; an external URL opens in a new tab,
* safely (noopener noreferrer). forwardRef so Radix's `asChild` can attach its handlers.
*/
var SiteLink = forwardRef(function SiteLink({ href, children, ...rest }, ref) {
	if (isExternalHref(href)) return /* @__PURE__ */ jsx("a", {
		ref,
		href,
		target: "_blank",
		rel: "noopener noreferrer",
		...rest,
		children
	});
	return /* @__PURE__ */ jsx(Link, {
		ref,
		to: href,
		...rest,
		children
	});
});
export { submenuEntries as i, hasOwnPage as n, submenuButtonName as r, SiteLink as t };
