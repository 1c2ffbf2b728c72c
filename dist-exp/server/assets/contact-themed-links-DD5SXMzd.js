import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/contact-themed-links/contact-themed-links.tsx
/**
* The themed pages as a grid of links, then the 'Ready To Travel?' button. A button link with a
* #fragment is a plain anchor, so on its own page it scrolls to that section (the router does not).
*/
function ContactThemedLinks({ props }) {
	const buttonClass = "button button--primary contact-themed-links__button";
	return /* @__PURE__ */ jsx("section", {
		className: "contact-themed-links section",
		"aria-labelledby": "contact-themed-links-heading",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [
				/* @__PURE__ */ jsx("h2", {
					className: "section__heading",
					id: "contact-themed-links-heading",
					children: props.heading
				}),
				props.text && /* @__PURE__ */ jsx("p", {
					className: "contact-themed-links__text",
					children: props.text
				}),
				/* @__PURE__ */ jsx("ul", {
					className: "contact-themed-links__list",
					children: props.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
						className: "contact-themed-links__link",
						to: link.href,
						children: [link.label, /* @__PURE__ */ jsx("span", {
							"aria-hidden": "true",
							children: " →"
						})]
					}) }, link.href))
				}),
				/* @__PURE__ */ jsx("div", {
					className: "contact-themed-links__cta",
					children: props.buttonLink.includes("#") ? /* @__PURE__ */ jsx("a", {
						className: buttonClass,
						href: props.buttonLink,
						children: props.buttonText
					}) : /* @__PURE__ */ jsx(Link, {
						className: buttonClass,
						to: props.buttonLink,
						children: props.buttonText
					})
				})
			]
		})
	});
}
export { ContactThemedLinks as t };
