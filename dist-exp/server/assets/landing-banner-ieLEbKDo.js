import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as Hero } from "./hero-CyoDgWsc.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { jsx } from "react/jsx-runtime";
// src/blocks/landing-banner/landing-banner.tsx
/**
* The landing banner (spec 2): the site's hero (image, optional video) with the page's headline and
* its one 'Ready To Travel?' button under it. The logo, the menu and the social links belong to the
* landing header that lies over it (layouts 'landing' and 'landing-family'), which has no button of
* its own, so the page has exactly one.
*/
function LandingBanner({ props }) {
	const { readyToTravel } = useSiteSettings();
	return /* @__PURE__ */ jsx("div", {
		className: `landing-banner landing-banner--${props.height === "500px" ? "fixed" : "full"}`,
		children: /* @__PURE__ */ jsx(Hero, {
			heading: props.heading,
			subHeading: props.subHeading,
			posterSrc: props.image,
			videoSrc: props.video,
			tall: true,
			children: /* @__PURE__ */ jsx(ContentLink, {
				className: "button button--primary landing-banner__cta",
				href: readyToTravel.href,
				children: readyToTravel.label
			})
		})
	});
}
export { LandingBanner as t };
