import { n as useSiteSettings } from "./site-settings-DgLfcmHj.js";
import { t as ResponsiveImage } from "./responsive-image-DKn80jXK.js";
import { useEffect, useRef, useState } from "react";
import { jsx } from "react/jsx-runtime";
// src/blocks/shared/default-image.ts
/**
* A fallback image by role from site.json (`defaults.images`: package, blog, profile, advisor...).
* A role missing from the config still gets the bundled file of that name.
*/
function defaultImageOf(images, role) {
	return images[role] ?? `/images/fallback/${role}.svg`;
}
/** The site's fallback images, for a component: `const defaultImage = useDefaultImage(); defaultImage('blog')`. */
function useDefaultImage() {
	const { images } = useSiteSettings().defaults;
	return (role) => defaultImageOf(images, role);
}
// src/blocks/shared/fallback-image.tsx
/**
* An image that falls back to a local image when its own is missing or broken (the pipeline
* already answers a failed source with a plain placeholder; this covers a failed download). The
* error event of an image that failed before hydration is never seen by React, so an effect
* checks for that too.
*/
function FallbackImage({ src, fallback, ...rest }) {
	const [brokenSrc, setBrokenSrc] = useState(void 0);
	const ref = useRef(null);
	const shown = !src || brokenSrc === src ? fallback : src;
	useEffect(() => {
		const image = ref.current;
		if (src && shown === src && image?.complete && image.naturalWidth === 0) setBrokenSrc(src);
	}, [src, shown]);
	return /* @__PURE__ */ jsx(ResponsiveImage, {
		ref,
		src: shown,
		onError: () => {
			if (shown !== fallback) setBrokenSrc(src);
		},
		...rest
	});
}
export { useDefaultImage as n, FallbackImage as t };
