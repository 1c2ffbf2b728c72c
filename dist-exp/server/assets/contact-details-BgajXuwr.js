import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as SocialLinks } from "./social-links-wWfCNMb_.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/contact-details/contact-details.tsx
function Card({ icon, heading, children }) {
	return /* @__PURE__ */ jsxs("article", {
		className: "contact-card",
		children: [
			/* @__PURE__ */ jsx("span", {
				className: "contact-card__icon",
				"aria-hidden": "true",
				children: icon
			}),
			/* @__PURE__ */ jsx("h2", {
				className: "contact-card__heading",
				children: heading
			}),
			children
		]
	});
}
var icon = (path) => /* @__PURE__ */ jsx("svg", {
	viewBox: "0 0 24 24",
	width: "26",
	height: "26",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: "1.8",
	strokeLinecap: "round",
	strokeLinejoin: "round",
	children: /* @__PURE__ */ jsx("path", { d: path })
});
var PHONE_ICON = icon("M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z");
var CLOCK_ICON = icon("M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2");
var PIN_ICON = icon("M21 10c0 7-9 13-9 13S3 17 3 10a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z");
/**
* The contact page's cards (spec 2 "Contact / enquiry page"): the call-us card with the phone,
* the office-hours card (Monday to Friday 9AM-10PM, closed at weekends and on national holidays),
* and the logo with the address and the six social links. Every fact comes from site.json.
*/
function ContactDetails({ props }) {
	const site = useSiteSettings();
	const { address, logo } = site;
	const cards = {
		"call-us": /* @__PURE__ */ jsxs(Card, {
			icon: PHONE_ICON,
			heading: props.callUsHeading,
			children: [/* @__PURE__ */ jsx("p", {
				className: "contact-card__text",
				children: props.callUsText
			}), /* @__PURE__ */ jsx("a", {
				className: "contact-card__phone",
				href: site.phoneHref,
				children: site.phone
			})]
		}),
		"office-hours": /* @__PURE__ */ jsx(Card, {
			icon: CLOCK_ICON,
			heading: props.hoursHeading,
			children: /* @__PURE__ */ jsx("ul", {
				className: "contact-card__lines",
				children: site.officeHours.contact.map((line) => /* @__PURE__ */ jsx("li", { children: line }, line))
			})
		}),
		address: /* @__PURE__ */ jsxs(Card, {
			icon: PIN_ICON,
			heading: props.addressHeading,
			children: [
				/* @__PURE__ */ jsx(ResponsiveImage, {
					className: "contact-card__logo",
					src: logo.src,
					alt: site.name,
					width: logo.width,
					height: logo.height,
					layout: "logo"
				}),
				/* @__PURE__ */ jsxs("address", {
					className: "contact-card__address",
					children: [
						address.street,
						/* @__PURE__ */ jsx("br", {}),
						address.city,
						", ",
						address.region,
						" ",
						address.postalCode,
						/* @__PURE__ */ jsx("br", {}),
						/* @__PURE__ */ jsx("a", {
							href: `mailto:${site.email}`,
							children: site.email
						})
					]
				}),
				/* @__PURE__ */ jsx("p", {
					className: "contact-card__social-label",
					children: props.socialHeading
				}),
				/* @__PURE__ */ jsx(SocialLinks, {
					profiles: site.social,
					variant: "dark",
					className: "contact-card__social"
				})
			]
		})
	};
	return /* @__PURE__ */ jsx("section", {
		className: "contact-details section",
		"aria-label": "How to reach us",
		children: /* @__PURE__ */ jsx("div", {
			className: "container contact-details__grid",
			children: props.cards.map((name) => /* @__PURE__ */ jsx("div", {
				className: "contact-details__cell",
				children: cards[name]
			}, name))
		})
	});
}
export { ContactDetails as t };
