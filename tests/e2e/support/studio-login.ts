import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A studio user's login: the name and password set in the site's STUDIO_USERS. */
export interface StudioLogin {
  name: string;
  password: string;
}

/** A screen the studio is tried on: its viewport, and touch for phones and tablets. */
export interface StudioScreen {
  width: number;
  height: number;
  touch?: boolean;
}

/**
 * Logs `user` in through the studio's login form, as a person does, in a new page of `context`
 * (which then holds the session cookie). The page is on /studio/ when this resolves.
 */
export async function logInToStudio(context: BrowserContext, url: string, user: StudioLogin): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/studio/login`);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Password').fill(user.password);
  await Promise.all([page.waitForURL(`${url}/studio/`), page.getByRole('button', { name: 'Log in' }).click()]);
  return page;
}

/** A new context at `screen`'s size, logged in as `user`: each screen size gets its own session. */
export async function openStudio(browser: Browser, url: string, user: StudioLogin, screen: StudioScreen): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    ...(screen.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  return { context, page: await logInToStudio(context, url, user) };
}
