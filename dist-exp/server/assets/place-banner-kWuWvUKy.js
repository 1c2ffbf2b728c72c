import { t as Hero } from "./hero-CyoDgWsc.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/blocks/place-banner/place-banner.tsx
/** The month or country hero: title over the background image; a generic title when there is none. */
function PlaceBanner({ props, content, status }) {
	const site = useSiteSettings();
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	const banner = status === "ready" ? content : void 0;
	const title = banner?.bannerTitle ?? banner?.bannerText ?? props.fallbackTitle;
	const image = banner?.bannerImage ?? banner?.image ?? site.defaults.images.banner;
	return /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx(Hero, {
		heading: title,
		posterSrc: image
	}), (status === "failed" || status === "invalid") && /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	})] });
}
export { PlaceBanner as t };
