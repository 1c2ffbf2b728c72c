const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/**
 * The elements of `container` that Tab stops on, in document order. Elements inside `hidden` or
 * `inert` subtrees and ones the page's CSS hides (checkVisibility, where the browser has it) are
 * left out, so a focus trap wraps from the last control a visitor can actually reach.
 */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert]') &&
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}
