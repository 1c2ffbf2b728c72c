import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { t as opensThePage } from "./opens-the-page-C2p22de5.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/trending-cards/trending-cards.tsx
/** The 'Trending Now' grid: image, category, country and title per card, from the page config. */
function TrendingCards({ props, context }) {
	return /* @__PURE__ */ jsx("section", {
		className: "trending-cards section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "trending-cards__grid",
				children: props.cards.map((card, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("article", {
					className: "trending-cards__card",
					children: [/* @__PURE__ */ jsx(ResponsiveImage, {
						className: "trending-cards__image",
						src: card.image,
						alt: "",
						width: 800,
						height: 500,
						layout: "third",
						priority: index < 3 && opensThePage(context) ? "eager" : "lazy"
					}), /* @__PURE__ */ jsxs("div", {
						className: "trending-cards__body",
						children: [/* @__PURE__ */ jsxs("p", {
							className: "trending-cards__tags",
							children: [/* @__PURE__ */ jsx("span", {
								className: "trending-cards__category",
								children: card.category
							}), /* @__PURE__ */ jsx("span", {
								className: "trending-cards__country",
								children: card.country
							})]
						}), /* @__PURE__ */ jsx("h3", {
							className: "trending-cards__title",
							children: card.href ? /* @__PURE__ */ jsx(ContentLink, {
								href: card.href,
								children: card.title
							}) : card.title
						})]
					})]
				}) }, `${card.title}-${index}`))
			})]
		})
	});
}
export { TrendingCards as t };
