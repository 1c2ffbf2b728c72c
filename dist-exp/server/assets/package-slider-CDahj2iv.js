import { t as slugify } from "./slug-sX6qmlwR.js";
import { n as useDefaultImage, t as FallbackImage } from "./fallback-image-DCeZy9Ym.js";
import { n as SlideAnnouncer, r as MultiCarousel, t as useInertHiddenSlides } from "./use-inert-hidden-slides-DJZ895LM.js";
import { t as useFailureWarning } from "./use-failure-warning-BNtmxw19.js";
import { t as SliderArrow } from "./slider-arrow-35adgzPy.js";
import { Link } from "react-router-dom";
import { useRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/package-slider/package-slider.tsx
/** 4 slides on wide screens, 2 at or below 1024 px, 1 at or below 600 px (spec 1 §9). */
var packageResponsive = {
	desktop: {
		breakpoint: {
			max: 1e5,
			min: 1025
		},
		items: 4
	},
	tablet: {
		breakpoint: {
			max: 1024,
			min: 601
		},
		items: 2
	},
	mobile: {
		breakpoint: {
			max: 600,
			min: 0
		},
		items: 1
	}
};
/** The country page a package leads to: /country/{slug}/ by the spec's slug rule. */
var countryPath = (country) => `/country/${slugify(country)}/`;
/**
* 'Discover Bespoke Journeys': package cards in an infinite slider. The server renders the desktop
* layout and the stylesheet corrects the card widths by breakpoint until the carousel has measured,
* so the first paint does not shift.
*/
function PackageSlider({ props, content, status }) {
	const defaultImage = useDefaultImage();
	useFailureWarning(status, props.failureLog);
	const root = useRef(null);
	useInertHiddenSlides(root);
	const packages = status === "ready" ? content ?? [] : [];
	if (packages.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "package-slider section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsxs("div", {
				ref: root,
				className: "package-slider__frame",
				children: [/* @__PURE__ */ jsx(MultiCarousel, {
					responsive: packageResponsive,
					ssr: true,
					deviceType: "desktop",
					infinite: true,
					showDots: false,
					transitionDuration: props.transitionMs,
					customTransition: `transform ${props.transitionMs}ms ease-in-out`,
					customLeftArrow: /* @__PURE__ */ jsx(SliderArrow, { direction: "previous" }),
					customRightArrow: /* @__PURE__ */ jsx(SliderArrow, { direction: "next" }),
					itemClass: "package-slider__item",
					children: packages.map((item, index) => /* @__PURE__ */ jsxs("article", {
						className: "package-card",
						"data-slide": index,
						children: [/* @__PURE__ */ jsx(FallbackImage, {
							className: "package-card__image",
							src: item.image,
							fallback: defaultImage("package"),
							alt: "",
							width: 600,
							height: 800,
							layout: "card",
							draggable: false
						}), /* @__PURE__ */ jsxs("div", {
							className: "package-card__body",
							children: [
								/* @__PURE__ */ jsx("p", {
									className: "package-card__country",
									children: item.country
								}),
								/* @__PURE__ */ jsx("h3", {
									className: "package-card__title",
									children: item.title
								}),
								item.subText && /* @__PURE__ */ jsx("p", {
									className: "package-card__text",
									children: item.subText
								}),
								/* @__PURE__ */ jsx(Link, {
									className: "button button--primary package-card__button",
									to: countryPath(item.country),
									children: item.buttonText ?? props.defaultButtonText
								})
							]
						})]
					}, item.packageId))
				}), /* @__PURE__ */ jsx(SlideAnnouncer, {
					frame: root,
					total: packages.length
				})]
			})]
		})
	});
}
export { countryPath as n, packageResponsive as r, PackageSlider as t };
