/**
 * 'smooth' for the carousels' button scrolling, 'auto' (a jump) when the visitor asked the system
 * for less motion: a script's `behavior: 'smooth'` would override the stylesheet's reduced-motion
 * rule. Browser only (call it from event handlers).
 */
export function scrollBehavior(): ScrollBehavior {
  const reduce = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 'auto' : 'smooth';
}
