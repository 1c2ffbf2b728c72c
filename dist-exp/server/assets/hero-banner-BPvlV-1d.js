import { t as backgroundImage } from "./responsive-image-background-CU9bQMaO.js";
import { t as Hero } from "./hero-CyoDgWsc.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { jsx } from "react/jsx-runtime";
// src/blocks/hero-banner/hero-banner.tsx
/** The page banner from content (heading, sub text, video); hidden when the banner text is missing. */
function HeroBanner({ props, content, status }) {
	const site = useSiteSettings();
	const banner = status === "ready" ? content?.[0] : void 0;
	if (props.requireText && !banner?.bannerText) return null;
	const hero = /* @__PURE__ */ jsx(Hero, {
		heading: (props.contentHeading ? banner?.bannerText : void 0) ?? props.heading ?? site.defaults.heroHeading,
		subHeading: banner?.subText ?? props.subHeading,
		videoSrc: banner?.bannerVideo,
		posterSrc: banner?.bannerImage ?? site.defaults.images.banner,
		tall: props.tall
	});
	if (!props.mobileImage) return hero;
	const mobileStyle = { "--hero-mobile-image": backgroundImage(props.mobileImage, 828) };
	return /* @__PURE__ */ jsx("div", {
		className: "hero-banner--mobile-image",
		style: mobileStyle,
		children: hero
	});
}
export { HeroBanner as t };
