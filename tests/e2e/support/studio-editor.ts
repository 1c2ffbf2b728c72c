import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { openStudio, type StudioLogin, type StudioScreen } from './studio-login';
import type { StudioUser } from './studio-site';

/** The house's three screens (tests/e2e/support/screens.ts): a desktop, a tablet, and a phone with touch. */
export const DESKTOP: StudioScreen = { width: 1280, height: 900 };
export const TABLET: StudioScreen = { width: 800, height: 900 };
export const PHONE: StudioScreen = { width: 390, height: 844, touch: true };
export const SCREENS = [DESKTOP, TABLET, PHONE] as const;

/**
 * A marketer per screen: drafts are kept per person and page, so one screen's tests never open a
 * draft another screen's tests left.
 */
export const marketerFor = (user: StudioLogin, screen: StudioScreen): StudioLogin =>
  screen === DESKTOP ? user : { ...user, name: `${user.name}-${screen === PHONE ? 'phone' : screen.width}` };

/** The studio's users for `user` on every screen (studioSiteForFile's people). */
export const marketersFor = (user: StudioLogin): StudioUser[] => SCREENS.map((screen) => ({ ...marketerFor(user, screen), role: 'editor' }));

export interface OpenEditor {
  context: BrowserContext;
  page: Page;
  /** The page preview (Puck's iframe). */
  canvas: FrameLocator;
}

/** Logs in on `screen`, opens the editor of `pageName` and waits until the canvas shows its first section. */
export async function openEditor(browser: Browser, url: string, user: StudioLogin, screen: StudioScreen, pageName = 'landing-cruise'): Promise<OpenEditor> {
  const { context, page } = await openStudio(browser, url, user, screen);
  return { context, page, canvas: await loadEditor(page, url, pageName) };
}

/** Loads the editor of `pageName` in a logged-in page and waits until the canvas shows its first section. */
export async function loadEditor(page: Page, url: string, pageName: string): Promise<FrameLocator> {
  await page.goto(`${url}/studio/edit/${pageName}/`);
  const canvas = page.frameLocator('.studio-canvas iframe');
  await canvas.locator('[data-studio-section] [data-section-id]').first().waitFor({ state: 'attached', timeout: 60_000 });
  return canvas;
}

/**
 * On a phone the editor shows one view at a time (the page, its sections, the selected section's
 * settings): this taps the view's tab when there is one on screen; on a wide screen every view is
 * on screen and nothing is tapped.
 */
export async function showView(page: Page, view: 'Page' | 'Sections' | 'Settings'): Promise<void> {
  const tab = page.getByRole('navigation', { name: 'Editor views' }).getByRole('button', { name: view, exact: true });
  if ((await tab.count()) > 0 && (await tab.isVisible())) {
    await tab.click();
    await page.waitForFunction((name) => document.querySelector(`[data-view-button="${name}"]`)?.getAttribute('aria-pressed') === 'true', view.toLowerCase());
  }
}

/** Clicks (or taps, on a touch screen) a point of an element in the canvas, where a person would. */
export async function pressInCanvas(page: Page, canvas: FrameLocator, selector: string, where: 'middle' | 'lower-left' = 'middle'): Promise<void> {
  const target = canvas.locator(selector).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const x = where === 'middle' ? box.x + box.width / 2 : box.x + Math.min(24, box.width / 4);
  const y = where === 'middle' ? box.y + box.height / 2 : box.y + box.height - Math.min(24, box.height / 4);
  const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** The change requests stored so far, as the developers' list reads them (/studio/api/requests). */
export async function storedRequests(page: Page): Promise<{ id: number; proposed: unknown; note: string }[]> {
  return page.evaluate(async () => {
    const answer = (await (await fetch('/studio/api/requests')).json()) as { requests: { id: number; proposed: unknown; note: string }[] };
    return answer.requests;
  });
}

/** Words a marketer should never meet in the studio: endpoints, files, commands, developers' labels. */
export const DEVELOPER_WORDS =
  /enquiries\/|lead_contact|newsletter\/subscribe|Blogs\/|pages\/|Empty text|Error text|\bSource\b|site\.json|page-configs|\.json\b|\bspec\b|\bconfig\b|pageId|npm run|studio:apply|`/i;
