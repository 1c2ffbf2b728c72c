/**
 * The house's three screens (every journey is tested on each): a phone at 390 px with touch, a
 * tablet at 800 px and a desktop at 1280 px, as Playwright context options; and Chrome's
 * desktop user agent, for the server's view of a real browser (not a crawler).
 */
export const HOUSE_SCREENS = [
  { width: 390, height: 844, hasTouch: true, isMobile: true },
  { width: 800, height: 900, hasTouch: false, isMobile: false },
  { width: 1280, height: 900, hasTouch: false, isMobile: false },
] as const;

export const CHROME_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/**
 * The viewport of a test at any width: a phone's height below the desktop breakpoint, a desktop's
 * from it on (the layout tests step through widths between the house's screens).
 */
export function viewportAt(width: number): { width: number; height: number } {
  return { width, height: width < 1024 ? 844 : 900 };
}
