var IMAGE_PATH_PREFIX = "/_img/";
/** The widths variants are made at (device pixels). */
var VARIANT_WIDTHS = [
	320,
	480,
	640,
	828,
	1080,
	1280,
	1600,
	2048
];
var FORMAT_MIME_TYPES = {
	avif: "image/avif",
	webp: "image/webp",
	jpeg: "image/jpeg",
	png: "image/png"
};
var RASTER_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;
/**
* Whether a source goes through the pipeline: raster files of the site and remote addresses.
* SVG, GIF, data: addresses and anything else are shown as they are.
*/
function isPipelineSource(src) {
	if (src.startsWith("data:")) return false;
	const path = pathOf(src);
	if (path === void 0 || /\.(svg|gif)$/i.test(path)) return false;
	if (isRemote(src)) return true;
	return src.startsWith("/") && RASTER_EXTENSION.test(path);
}
/** The fallback format of a source: PNG for PNG files (they may be transparent), JPEG otherwise. */
function fallbackFormatOf(src) {
	return /\.png$/i.test(pathOf(src) ?? "") ? "png" : "jpeg";
}
function variantUrl(src, width, format) {
	return `${IMAGE_PATH_PREFIX}1/${sourceSegment(src)}/${width}.${format === "jpeg" ? "jpg" : format}`;
}
/** Reads a variant address back (the endpoint's side); anything malformed is refused. */
function parseVariantPath(pathname) {
	const match = /^\/_img\/([^/]+)\/(.+)\/(\d+)\.(avif|webp|jpg|png)$/.exec(pathname);
	if (!match) return {
		ok: false,
		reason: "not a variant address"
	};
	const [, pipeline = "", segment = "", widthText = "", extension = ""] = match;
	if (pipeline !== "1") return {
		ok: false,
		reason: "unknown pipeline version"
	};
	const width = VARIANT_WIDTHS.find((w) => String(w) === widthText);
	if (!width) return {
		ok: false,
		reason: "width not offered"
	};
	const format = extension === "jpg" ? "jpeg" : extension;
	if (segment.startsWith("@")) {
		const url = decodeBase64Url(segment.slice(1));
		if (!url || !isRemote(url)) return {
			ok: false,
			reason: "bad remote address"
		};
		return {
			ok: true,
			source: {
				kind: "remote",
				url
			},
			width,
			format
		};
	}
	const path = `/${segment}`;
	if (path.split("/").some((part) => part === ".." || part === ".") || path.includes("\\") || path.includes("//")) return {
		ok: false,
		reason: "bad path"
	};
	return {
		ok: true,
		source: {
			kind: "local",
			path
		},
		width,
		format
	};
}
function isRemote(src) {
	return /^https?:\/\//i.test(src);
}
function pathOf(src) {
	if (isRemote(src)) try {
		return new URL(src).pathname;
	} catch {
		return;
	}
	return src.split(/[?#]/, 1)[0];
}
function sourceSegment(src) {
	if (isRemote(src)) return `@${encodeBase64Url(src)}`;
	return src.replace(/^\/+/, "").split(/[?#]/, 1)[0] ?? "";
}
function encodeBase64Url(text) {
	const bytes = new TextEncoder().encode(text);
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
function decodeBase64Url(text) {
	if (!/^[A-Za-z0-9_-]+$/.test(text)) return void 0;
	try {
		const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
		return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
	} catch {
		return;
	}
}
export { parseVariantPath as a, isPipelineSource as i, VARIANT_WIDTHS as n, variantUrl as o, fallbackFormatOf as r, FORMAT_MIME_TYPES as t };
