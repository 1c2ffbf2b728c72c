import { t as slugify } from "./slug-sX6qmlwR.js";
import { t as ContentLink } from "./content-link-CWEjju7p.js";
import { n as useDefaultImage, t as FallbackImage } from "./fallback-image-DCeZy9Ym.js";
import { Link } from "react-router-dom";
import { jsx, jsxs } from "react/jsx-runtime";
// src/blocks/advisors/advisors.tsx
var sameName = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
/**
* 'Meet your travel advisors': one profile per configured name, matched case-insensitively in the
* content. A missing advisor shows the placeholders; the first one has a bundled image.
*/
function Advisors({ props, content, status }) {
	const defaultImage = useDefaultImage();
	const advisors = status === "ready" ? content ?? [] : [];
	if (advisors.length === 0) return null;
	return /* @__PURE__ */ jsx("section", {
		className: "advisors section",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container",
			children: [/* @__PURE__ */ jsx("h2", {
				className: "section__heading",
				children: props.heading
			}), /* @__PURE__ */ jsx("div", {
				className: "advisors__list",
				children: props.names.map((name, index) => {
					const advisor = advisors.find((candidate) => sameName(candidate.name, name));
					const shownName = advisor?.name ?? props.placeholderName;
					return /* @__PURE__ */ jsxs("article", {
						className: "advisor-card",
						"data-advisor": slugify(name),
						children: [/* @__PURE__ */ jsx(FallbackImage, {
							className: "advisor-card__image",
							src: advisor?.image,
							fallback: defaultImage(index === 0 ? "advisor" : "profile"),
							alt: advisor ? advisor.name : "",
							width: 480,
							height: 480,
							layout: "third"
						}), /* @__PURE__ */ jsxs("div", {
							className: "advisor-card__body",
							children: [
								/* @__PURE__ */ jsx("h3", {
									className: "advisor-card__name",
									children: shownName
								}),
								/* @__PURE__ */ jsx("p", {
									className: "advisor-card__designation",
									children: advisor?.designation ?? props.placeholderDesignation
								}),
								/* @__PURE__ */ jsx("p", {
									className: "advisor-card__text",
									children: advisor?.description ?? props.placeholderDescription
								}),
								advisor ? /* @__PURE__ */ jsx(Link, {
									className: "button button--secondary",
									to: `/${slugify(name)}/`,
									children: props.buttonText.replace("{name}", name)
								}) : /* @__PURE__ */ jsx(ContentLink, {
									className: "button button--secondary",
									href: props.placeholderButtonLink,
									children: props.placeholderButtonText
								})
							]
						})]
					}, name);
				})
			})]
		})
	});
}
export { Advisors as t };
