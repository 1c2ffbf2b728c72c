import { t as SocialIcon } from "./social-icons-vr0CZbPJ.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/social-links.tsx
/** The site's social profiles, each opening in a new tab, safely, with its name for screen readers. */
function SocialLinks({ profiles, variant = "dark", className }) {
	return /* @__PURE__ */ jsx("ul", {
		className: `social-links social-links--${variant}${className ? ` ${className}` : ""}`,
		children: profiles.map((profile) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("a", {
			className: "social-links__link",
			href: profile.href,
			target: "_blank",
			rel: "noopener noreferrer",
			children: [/* @__PURE__ */ jsx(SocialIcon, { network: profile.network }), /* @__PURE__ */ jsxs("span", {
				className: "visually-hidden",
				children: [profile.label, " (opens in a new tab)"]
			})]
		}) }, profile.network))
	});
}
export { SocialLinks as t };
