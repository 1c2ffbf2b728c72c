import { Fragment, jsx, jsxs } from "react/jsx-runtime";
// src/blocks/shared/social-icons.tsx
/**
* Small inline icons (no request, no icon font), drawn on a 24-unit grid in currentColor so each
* place that shows them picks the colour. Decorative: the link around them carries the name.
*/
var paths = {
	facebook: /* @__PURE__ */ jsx("path", { d: "M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8h3.3z" }),
	instagram: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("rect", {
			x: "3",
			y: "3",
			width: "18",
			height: "18",
			rx: "5",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "2"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "4.2",
			fill: "none",
			stroke: "currentColor",
			strokeWidth: "2"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "17.3",
			cy: "6.7",
			r: "1.3"
		})
	] }),
	linkedin: /* @__PURE__ */ jsxs(Fragment, { children: [
		/* @__PURE__ */ jsx("rect", {
			x: "3.5",
			y: "9",
			width: "3.6",
			height: "11.5"
		}),
		/* @__PURE__ */ jsx("circle", {
			cx: "5.3",
			cy: "5.3",
			r: "2.1"
		}),
		/* @__PURE__ */ jsx("path", { d: "M10 9h3.4v1.6c.5-.9 1.7-1.9 3.6-1.9 3.6 0 4.3 2.4 4.3 5.5v6.3h-3.6v-5.6c0-1.3 0-3-1.9-3s-2.2 1.4-2.2 2.9v5.7H10V9z" })
	] }),
	twitter: /* @__PURE__ */ jsx("path", { d: "M23.95 4.57a10 10 0 0 1-2.82.78 4.96 4.96 0 0 0 2.16-2.73c-.95.56-2 .96-3.13 1.19a4.92 4.92 0 0 0-8.38 4.48A13.96 13.96 0 0 1 1.64 3.16a4.82 4.82 0 0 0-.67 2.48c0 1.71.87 3.21 2.19 4.1a4.9 4.9 0 0 1-2.23-.62v.06a4.92 4.92 0 0 0 3.95 4.83 5 5 0 0 1-2.21.08 4.94 4.94 0 0 0 4.6 3.42A9.87 9.87 0 0 1 0 19.54 14 14 0 0 0 7.56 21.75c9.05 0 14-7.5 14-13.99 0-.21 0-.42-.02-.63A9.94 9.94 0 0 0 24 4.59z" }),
	youtube: /* @__PURE__ */ jsxs(Fragment, { children: [/* @__PURE__ */ jsx("rect", {
		x: "1.5",
		y: "5",
		width: "21",
		height: "14",
		rx: "4"
	}), /* @__PURE__ */ jsx("path", {
		d: "M10 8.8v6.4l5.6-3.2z",
		fill: "var(--social-icon-contrast, #fff)"
	})] }),
	yelp: /* @__PURE__ */ jsx("g", {
		transform: "translate(12 12.5)",
		children: [
			0,
			72,
			144,
			216,
			288
		].map((angle) => /* @__PURE__ */ jsx("rect", {
			x: "-2.2",
			y: "-10.5",
			width: "4.4",
			height: "8",
			rx: "2.2",
			transform: `rotate(${angle})`
		}, angle))
	})
};
function SocialIcon({ network }) {
	return /* @__PURE__ */ jsx("svg", {
		className: "social-icon",
		viewBox: "0 0 24 24",
		width: "20",
		height: "20",
		fill: "currentColor",
		"aria-hidden": "true",
		focusable: "false",
		children: paths[network]
	});
}
export { SocialIcon as t };
