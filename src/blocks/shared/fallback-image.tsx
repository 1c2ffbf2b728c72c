import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage, type ResponsiveImageProps } from './responsive-image';

type FallbackImageProps = Omit<ResponsiveImageProps, 'src' | 'onError'> & {
  /** The image from content; missing means the fallback is shown straight away. */
  src: string | undefined;
  /** A local image that always exists (siteConfig.defaults.images.*). */
  fallback: string;
};

/**
 * An image that falls back to a local image when its own is missing or broken (the pipeline
 * already answers a failed source with a plain placeholder; this covers a failed download). The
 * error event of an image that failed before hydration is never seen by React, so an effect
 * checks for that too.
 */
export function FallbackImage({ src, fallback, ...rest }: FallbackImageProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | undefined>(undefined);
  const ref = useRef<HTMLImageElement>(null);
  const shown = !src || brokenSrc === src ? fallback : src;

  useEffect(() => {
    const image = ref.current;
    if (src && shown === src && image?.complete && image.naturalWidth === 0) setBrokenSrc(src);
  }, [src, shown]);

  return (
    <ResponsiveImage
      ref={ref}
      src={shown}
      onError={() => {
        if (shown !== fallback) setBrokenSrc(src);
      }}
      {...rest}
    />
  );
}
