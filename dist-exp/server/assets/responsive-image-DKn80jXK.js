import { i as isPipelineSource, n as VARIANT_WIDTHS, o as variantUrl, r as fallbackFormatOf, t as FORMAT_MIME_TYPES } from "./responsive-image-B6HOV0FW.js";
import { forwardRef } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { preload } from "react-dom";
// src/blocks/shared/responsive-image-layouts.ts
/**
* How wide an image is drawn, per layout, in the browser's `sizes` syntax. The page's content is
* at most 1200 px wide (`--container` in global.css); below 768 px most grids are one column.
* `maxWidth` is the widest CSS size the layout ever draws (the one-column phone and tablet layout
* up to 767 px for the grids): variants above twice that (a 2x screen) are left out of the srcset.
*/
var IMAGE_LAYOUTS = {
	/** Full width of the window: heroes and banners. */
	hero: {
		sizes: "100vw",
		maxWidth: Infinity
	},
	/** The content column's width: a post's photo, a side-by-side pair on phones. */
	wide: {
		sizes: "(min-width: 1240px) 1200px, 100vw",
		maxWidth: Infinity
	},
	/** Half of the content column: photos beside text. */
	half: {
		sizes: "(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw",
		maxWidth: 768
	},
	/** A third of the content column: three-up grids. */
	third: {
		sizes: "(min-width: 1200px) 400px, (min-width: 768px) 33vw, 100vw",
		maxWidth: 768
	},
	/** Cards of carousels and four-up grids. */
	card: {
		sizes: "(min-width: 1200px) 300px, (min-width: 768px) 33vw, 100vw",
		maxWidth: 768
	},
	/** Logos, portraits and thumbnails drawn at a fixed small size. */
	logo: {
		sizes: "200px",
		maxWidth: 200
	}
};
/** The widths a layout offers: up to twice its widest drawing, and at least the smallest variant. */
function layoutWidths(layout) {
	const limit = IMAGE_LAYOUTS[layout].maxWidth * 2;
	const widths = VARIANT_WIDTHS.filter((width) => width <= limit);
	const next = VARIANT_WIDTHS.find((width) => width > limit);
	return next === void 0 ? widths : [...widths, next];
}
function srcSetFor(src, layout, format) {
	return layoutWidths(layout).map((width) => `${variantUrl(src, width, format)} ${width}w`).join(", ");
}
// src/blocks/shared/responsive-image.tsx
/**
* Every image of the blocks and the chrome. A raster source (a file of the site or a remote upload)
* becomes a <picture> of AVIF and WebP variants at the layout's widths, with a JPEG (PNG) <img>;
* an SVG is shown as it is. `priority="high"` is the page's largest paint: fetched first, eagerly,
* and preloaded in the head with the same srcset, so the browser picks the same file twice.
*/
var ResponsiveImage = forwardRef(function ResponsiveImage({ src, layout, priority = "lazy", ...rest }, ref) {
	const loading = priority === "lazy" ? "lazy" : priority === "eager" ? "eager" : void 0;
	const fetchPriority = priority === "high" ? "high" : void 0;
	if (src === void 0 || !isPipelineSource(src)) return /* @__PURE__ */ jsx("img", {
		ref,
		src,
		loading,
		fetchPriority,
		...rest
	});
	const { sizes } = IMAGE_LAYOUTS[layout];
	const avif = srcSetFor(src, layout, "avif");
	if (priority === "high") preload(variantUrl(src, 1080, "avif"), {
		as: "image",
		imageSrcSet: avif,
		imageSizes: sizes,
		fetchPriority: "high",
		type: FORMAT_MIME_TYPES.avif
	});
	const fallback = fallbackFormatOf(src);
	const widths = layoutWidths(layout);
	const defaultWidth = widths.find((width) => width >= 1080) ?? widths[widths.length - 1] ?? 1080;
	return /* @__PURE__ */ jsxs("picture", {
		className: "responsive-image",
		children: [
			/* @__PURE__ */ jsx("source", {
				type: FORMAT_MIME_TYPES.avif,
				srcSet: avif,
				sizes
			}),
			/* @__PURE__ */ jsx("source", {
				type: FORMAT_MIME_TYPES.webp,
				srcSet: srcSetFor(src, layout, "webp"),
				sizes
			}),
			/* @__PURE__ */ jsx("img", {
				ref,
				src: variantUrl(src, defaultWidth, fallback),
				srcSet: srcSetFor(src, layout, fallback),
				sizes,
				loading,
				fetchPriority,
				...rest
			})
		]
	});
});
export { ResponsiveImage as t };
