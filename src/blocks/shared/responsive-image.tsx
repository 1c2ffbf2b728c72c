import { forwardRef, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { IMAGE_LAYOUTS, layoutWidths, srcSetFor, type ImageLayout } from './responsive-image-layouts';
import { FORMAT_MIME_TYPES, fallbackFormatOf, isPipelineSource, variantUrl } from '../../shared/responsive-image-url';
import './responsive-image.css';

/** Today's loading rules: the image that opens the page, an eager one above the fold, or lazy. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

export type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'loading' | 'fetchPriority'> & {
  /** Missing: an <img> without a source, as before (the blocks' own fallbacks decide). */
  src: string | undefined;
  alt: string;
  /** The intrinsic size the page reserves (no layout shift); the variants keep its aspect. */
  width: number;
  height: number;
  layout: ImageLayout;
  priority?: ImagePriority;
};

/**
 * Every image of the blocks and the chrome. A raster source (a file of the site or a remote upload)
 * becomes a <picture> of AVIF and WebP variants at the layout's widths, with a JPEG (PNG) <img>;
 * an SVG is shown as it is. `priority="high"` is the page's largest paint: fetched first, eagerly,
 * and preloaded in the head with the same srcset, so the browser picks the same file twice.
 */
export const ResponsiveImage = forwardRef<HTMLImageElement, ResponsiveImageProps>(function ResponsiveImage(
  { src, layout, priority = 'lazy', ...rest },
  ref,
) {
  const loading = priority === 'lazy' ? 'lazy' : priority === 'eager' ? 'eager' : undefined;
  const fetchPriority = priority === 'high' ? 'high' : undefined;
  if (src === undefined || !isPipelineSource(src)) {
    return <img ref={ref} src={src} loading={loading} fetchPriority={fetchPriority} {...rest} />;
  }
  const { sizes } = IMAGE_LAYOUTS[layout];
  const avif = srcSetFor(src, layout, 'avif');
  if (priority === 'high') {
    // Browsers without AVIF skip a preload whose type they cannot show (they then find the WebP
    // <source> in the page, a moment later).
    preload(variantUrl(src, 1080, 'avif'), { as: 'image', imageSrcSet: avif, imageSizes: sizes, fetchPriority: 'high', type: FORMAT_MIME_TYPES.avif });
  }
  const fallback = fallbackFormatOf(src);
  const widths = layoutWidths(layout);
  const defaultWidth = widths.find((width) => width >= 1080) ?? widths[widths.length - 1] ?? 1080;
  return (
    <picture className="responsive-image">
      <source type={FORMAT_MIME_TYPES.avif} srcSet={avif} sizes={sizes} />
      <source type={FORMAT_MIME_TYPES.webp} srcSet={srcSetFor(src, layout, 'webp')} sizes={sizes} />
      <img
        ref={ref}
        src={variantUrl(src, defaultWidth, fallback)}
        srcSet={srcSetFor(src, layout, fallback)}
        sizes={sizes}
        loading={loading}
        fetchPriority={fetchPriority}
        {...rest}
      />
    </picture>
  );
});
