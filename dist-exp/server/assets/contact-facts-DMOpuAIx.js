import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/contact-facts/contact-facts.tsx
function factsOf(site) {
	const { address } = site;
	return {
		phone: {
			label: "Phone",
			value: /* @__PURE__ */ jsx("a", {
				href: site.phoneHref,
				children: site.phone
			})
		},
		email: {
			label: "E-mail",
			value: /* @__PURE__ */ jsx("a", {
				href: `mailto:${site.email}`,
				children: site.email
			})
		},
		customerServiceHours: {
			label: "Hours",
			value: site.officeHours.customerService
		},
		officeHours: {
			label: "Office hours",
			value: site.officeHours.contact.join(", ")
		},
		address: {
			label: "Address",
			value: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`
		}
	};
}
/** Phone, e-mail, hours and address from site.json, with optional links and a note. */
function ContactFacts({ props }) {
	const facts = factsOf(useSiteSettings());
	return /* @__PURE__ */ jsx("section", {
		className: "contact-facts section section--sand",
		children: /* @__PURE__ */ jsx("div", {
			className: "container",
			children: /* @__PURE__ */ jsxs("div", {
				className: "contact-facts__card",
				children: [
					/* @__PURE__ */ jsx("h2", { children: props.heading }),
					props.intro && /* @__PURE__ */ jsx("p", { children: props.intro }),
					/* @__PURE__ */ jsx("dl", {
						className: "contact-facts__list",
						children: props.facts.map((name) => /* @__PURE__ */ jsxs("div", {
							className: "contact-facts__fact",
							children: [/* @__PURE__ */ jsx("dt", { children: facts[name].label }), /* @__PURE__ */ jsx("dd", { children: facts[name].value })]
						}, name))
					}),
					props.links.length > 0 && /* @__PURE__ */ jsx("ul", {
						className: "contact-facts__links",
						children: props.links.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(ContentLink, {
							className: "button button--secondary",
							href: link.href,
							children: link.label
						}) }, link.href))
					}),
					props.note && /* @__PURE__ */ jsx("p", {
						className: "contact-facts__note",
						children: props.note
					})
				]
			})
		})
	});
}
export { ContactFacts as t };
