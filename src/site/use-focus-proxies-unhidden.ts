import { useEffect, type RefObject } from 'react';

/**
 * Radix NavigationMenu puts a focus proxy after an open dropdown's trigger: an empty span with
 * tabindex="0" (Tab from the trigger lands on it and it moves focus into the dropdown) that is also
 * aria-hidden. A focusable element hidden from assistive technology is a WCAG failure (axe
 * `aria-hidden-focus`): screen readers would land on nothing. The proxy is empty and hands focus
 * on at once, so it is left visible to them instead. Browser only; follows every open and close.
 */
export function useFocusProxiesUnhidden(root: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const unhide = () => {
      for (const proxy of element.querySelectorAll('span[aria-hidden="true"][tabindex="0"]')) proxy.removeAttribute('aria-hidden');
    };
    unhide();
    const observer = new MutationObserver(unhide);
    observer.observe(element, { subtree: true, childList: true });
    return () => observer.disconnect();
  }, [root]);
}
