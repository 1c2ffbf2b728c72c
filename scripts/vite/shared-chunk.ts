/**
 * The site's small zod-free helpers that many blocks share (formatting, links, images, status
 * texts), grouped into one chunk for the browser. Left to itself the bundler gives each of them a
 * chunk of its own: a page of a dozen blocks then loads some twenty chunks of a few hundred bytes,
 * each costing more in HTTP framing and compression overhead than in code.
 *
 * Only modules that import no schema code belong here: a captured module brings its imports into
 * the chunk, and this chunk loads with every page, which must stay free of zod (decision 006;
 * tests/e2e/first-download.test.ts fails otherwise).
 */
const SHARED_MODULES = [
  /[\\/]src[\\/]lib[\\/](?!zod-browser)[^\\/]+\.tsx?$/,
  /[\\/]src[\\/]blocks[\\/]shared[\\/](content-link|fallback-image|slide-announcer|star-rating|status-message|blog-path|default-image|scroll-behavior|use-failure-warning|use-parallax)\.tsx?$/,
  /[\\/]src[\\/]content[\\/]contract[\\/](image-url|call-names)\.ts$/,
];

export const isSharedModule = (id: string): boolean => SHARED_MODULES.some((pattern) => pattern.test(id));
