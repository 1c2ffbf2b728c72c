import { VARIANT_WIDTHS, variantUrl, type VariantFormat } from '../../shared/responsive-image-url';

/**
 * How wide an image is drawn, per layout, in the browser's `sizes` syntax. The page's content is
 * at most 1200 px wide (`--container` in global.css); below 768 px most grids are one column.
 * `maxWidth` is the widest CSS size the layout ever draws (the one-column phone and tablet layout
 * up to 767 px for the grids): variants above twice that (a 2x screen) are left out of the srcset.
 */
export const IMAGE_LAYOUTS = {
  /** Full width of the window: heroes and banners. */
  hero: { sizes: '100vw', maxWidth: Infinity },
  /** The content column's width: a post's photo, a side-by-side pair on phones. */
  wide: { sizes: '(min-width: 1240px) 1200px, 100vw', maxWidth: Infinity },
  /** Half of the content column: photos beside text. */
  half: { sizes: '(min-width: 1200px) 600px, (min-width: 768px) 50vw, 100vw', maxWidth: 768 },
  /** A third of the content column: three-up grids. */
  third: { sizes: '(min-width: 1200px) 400px, (min-width: 768px) 33vw, 100vw', maxWidth: 768 },
  /** Cards of carousels and four-up grids. */
  card: { sizes: '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 100vw', maxWidth: 768 },
  /** Logos, portraits and thumbnails drawn at a fixed small size. */
  logo: { sizes: '200px', maxWidth: 200 },
} as const;

export type ImageLayout = keyof typeof IMAGE_LAYOUTS;

/** The widths a layout offers: up to twice its widest drawing, and at least the smallest variant. */
export function layoutWidths(layout: ImageLayout): number[] {
  const limit = IMAGE_LAYOUTS[layout].maxWidth * 2;
  const widths = VARIANT_WIDTHS.filter((width) => width <= limit);
  const next = VARIANT_WIDTHS.find((width) => width > limit);
  // One variant above the limit, so a 2x screen never gets a blurry copy between two steps.
  return next === undefined ? widths : [...widths, next];
}

export function srcSetFor(src: string, layout: ImageLayout, format: VariantFormat): string {
  return layoutWidths(layout)
    .map((width) => `${variantUrl(src, width, format)} ${width}w`)
    .join(', ');
}
