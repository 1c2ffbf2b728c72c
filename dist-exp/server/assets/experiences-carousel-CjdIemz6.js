import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { n as SlideAnnouncer, r as MultiCarousel, t as useInertHiddenSlides } from "./use-inert-hidden-slides-DJZ895LM.js";
import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
/* empty css              */
import { t as opensThePage } from "./opens-the-page-C2p22de5.js";
import { useEffect, useRef, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/experiences-carousel/responsive.ts
/**
* Spec 2 §9: 5 slides, 4 below 1024 px, 2 below 768 px, and 3 (with no arrows or dots) below
* 480 px. The same numbers drive the CSS that sizes the server-rendered slides before hydration.
*/
var experiencesResponsive = {
	desktop: {
		breakpoint: {
			max: 1e5,
			min: 1024
		},
		items: 5
	},
	tablet: {
		breakpoint: {
			max: 1023,
			min: 768
		},
		items: 4
	},
	mobile: {
		breakpoint: {
			max: 767,
			min: 480
		},
		items: 2
	},
	small: {
		breakpoint: {
			max: 479,
			min: 0
		},
		items: 3
	}
};
/** The device type without arrows or dots. */
var BARE_DEVICE = "small";
// src/blocks/experiences-carousel/experiences-carousel.tsx
/**
* The specialities carousel: infinite, 500 ms, 5/4/2/3 slides by width; each card opens its url
* in a new tab. The server renders the desktop layout and CSS resizes it until hydration.
*/
function ExperiencesCarousel({ props, content, status, context }) {
	const site = useSiteSettings();
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	const frame = useRef(null);
	useInertHiddenSlides(frame, content);
	if (status === "loading") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	if (status === "failed" || status === "invalid") return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "error",
		children: props.errorText
	});
	const items = (content ?? []).filter((item) => Boolean(item.url));
	if (items.length === 0) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: props.emptyText
	});
	return /* @__PURE__ */ jsx("section", {
		className: `experiences-carousel section${hydrated ? "" : " experiences-carousel--static"}`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsxs("div", {
				className: "experiences-carousel__frame",
				ref: frame,
				children: [/* @__PURE__ */ jsx(MultiCarousel, {
					responsive: experiencesResponsive,
					ssr: true,
					deviceType: "desktop",
					infinite: true,
					transitionDuration: props.transitionMs,
					customTransition: `transform ${props.transitionMs}ms ease-in-out`,
					showDots: true,
					renderDotsOutside: false,
					removeArrowOnDeviceType: [BARE_DEVICE],
					keyBoardControl: true,
					children: items.map((item, index) => {
						const name = item.speciality_name ?? item.name ?? "";
						return /* @__PURE__ */ jsx("div", {
							className: "experiences-carousel__slide",
							"data-slide": index,
							children: /* @__PURE__ */ jsxs(ContentLink, {
								className: "photo-tile experiences-carousel__card",
								href: item.url,
								newTab: true,
								children: [/* @__PURE__ */ jsx(ResponsiveImage, {
									className: "photo-tile__image experiences-carousel__image",
									src: item.image ?? site.defaults.images.package,
									alt: "",
									width: 600,
									height: 800,
									layout: "card",
									priority: index < 5 && opensThePage(context) ? "eager" : "lazy",
									draggable: false
								}), /* @__PURE__ */ jsx("span", {
									className: "photo-tile__text experiences-carousel__name",
									children: name
								})]
							})
						}, String(item.id));
					})
				}), /* @__PURE__ */ jsx(SlideAnnouncer, {
					frame,
					total: items.length
				})]
			})]
		})
	});
}
export { ExperiencesCarousel as t };
