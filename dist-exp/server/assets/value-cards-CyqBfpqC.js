import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/value-cards/value-cards.tsx
/** Three value cards (Honor, Diligence, Legacy) from the page config. */
function ValueCards({ props }) {
	return /* @__PURE__ */ jsx("section", {
		className: "value-cards section section--sand",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("ul", {
				className: "value-cards__list",
				children: props.cards.map((card) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("article", {
					className: "value-cards__card",
					children: [/* @__PURE__ */ jsx("h3", { children: card.title }), /* @__PURE__ */ jsx("p", {
						className: "value-cards__text",
						children: card.text
					})]
				}) }, card.title))
			})]
		})
	});
}
export { ValueCards as t };
