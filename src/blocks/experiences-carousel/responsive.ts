import type { ResponsiveType } from '../shared/multi-carousel';

/**
 * Spec 2 §9: 5 slides, 4 below 1024 px, 2 below 768 px, and 3 (with no arrows or dots) below
 * 480 px. The same numbers drive the CSS that sizes the server-rendered slides before hydration.
 */
export const experiencesResponsive: ResponsiveType = {
  desktop: { breakpoint: { max: 100_000, min: 1024 }, items: 5 },
  tablet: { breakpoint: { max: 1023, min: 768 }, items: 4 },
  mobile: { breakpoint: { max: 767, min: 480 }, items: 2 },
  small: { breakpoint: { max: 479, min: 0 }, items: 3 },
};

/** The device type without arrows or dots. */
export const BARE_DEVICE = 'small';
