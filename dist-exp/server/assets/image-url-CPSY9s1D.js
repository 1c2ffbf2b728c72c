// src/content/contract/image-url.ts
/**
* Image references as blocks use them, without zod: components import these, and a component is
* part of a page's first download, which carries no schema code.
*/
/** A bare image file name as some content sends it (the safari page: 'kenya-savanna.svg'). */
var BARE_IMAGE_NAME = /^[\w.-]+\.(svg|png|jpe?g|webp|avif|gif)$/i;
/** The image reference as a usable `src`: URLs pass, bare file names (no path) count as missing. */
function imageUrl(ref) {
	return ref && !BARE_IMAGE_NAME.test(ref) ? ref : void 0;
}
export { imageUrl as n, BARE_IMAGE_NAME as t };
