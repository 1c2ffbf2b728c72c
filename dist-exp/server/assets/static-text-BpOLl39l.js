import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/static-text/static-text.tsx
/** Static copy from the page config: heading, paragraphs and parts with bullets. */
function StaticText({ props }) {
	const Heading = props.headingLevel === 1 ? "h1" : "h2";
	const PartHeading = props.headingLevel === 1 ? "h2" : "h3";
	return /* @__PURE__ */ jsx("section", {
		className: `static-text section${props.background === "sand" ? " section--sand" : ""}`,
		children: /* @__PURE__ */ jsxs("div", {
			className: "container static-text__inner",
			children: [
				props.heading && /* @__PURE__ */ jsx(Heading, { children: props.heading }),
				props.updated && /* @__PURE__ */ jsx("p", {
					className: "static-text__updated",
					children: props.updated
				}),
				props.intro.map((paragraph, index) => /* @__PURE__ */ jsx("p", { children: paragraph }, index)),
				props.parts.map((part, index) => /* @__PURE__ */ jsxs("div", {
					className: "static-text__part",
					id: part.id,
					children: [
						/* @__PURE__ */ jsx(PartHeading, { children: part.heading }),
						part.paragraphs.map((paragraph, paragraphIndex) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraphIndex)),
						part.list.length > 0 && /* @__PURE__ */ jsx("ul", {
							className: "static-text__list",
							children: part.list.map((item, itemIndex) => /* @__PURE__ */ jsx("li", { children: item }, itemIndex))
						}),
						part.questions.length > 0 && /* @__PURE__ */ jsx("dl", {
							className: "static-text__questions",
							children: part.questions.map((item) => /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: item.question }), /* @__PURE__ */ jsx("dd", { children: item.answer })] }, item.question))
						})
					]
				}, part.id ?? index))
			]
		})
	});
}
export { StaticText as t };
