import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as useFailureWarning } from "./use-failure-warning-BNtmxw19.js";
/* empty css                        */
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/intro/intro.tsx
/** The home page's opening words: heading, description and an optional button (new tab). */
function Intro({ props, content, status }) {
	useFailureWarning(status, props.failureLog);
	const intro = status === "ready" ? content?.[0] : void 0;
	if (!intro) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "intro section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container intro__inner",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "heading-accent intro__heading",
					children: intro.text
				}),
				intro.description && /* @__PURE__ */ jsx("p", {
					className: "intro__text",
					children: intro.description
				}),
				intro.buttonText && intro.buttonLink && /* @__PURE__ */ jsx(ContentLink, {
					className: "button button--primary",
					href: intro.buttonLink,
					newTab: true,
					children: intro.buttonText
				})
			]
		})
	});
}
export { Intro as t };
