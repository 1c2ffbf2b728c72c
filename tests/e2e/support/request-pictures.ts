import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { SHOT_STYLE } from '../../../server/studio/request-screenshots';
import type { StudioScreen } from './studio-login';

/** A request's stored picture (/studio/requests/<id>/<side>/<width>.png) once the server has made it. */
export async function waitForRequestPicture(page: Page, id: number, side: 'before' | 'after', width: number): Promise<Buffer> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const bytes = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      return answer.ok ? [...new Uint8Array(await answer.arrayBuffer())] : null;
    }, `/studio/requests/${id}/${side}/${width}.png`);
    if (bytes) return Buffer.from(bytes);
    if (Date.now() > deadline) throw new Error(`request #${id} has no ${side} picture at ${width} px`);
    await page.waitForTimeout(2_000);
  }
}

/**
 * Whether `picture` (a whole-page screenshot of the request's preview, perhaps scaled down) shows
 * the heading with `text` where the preview, laid out as the screenshot was, has it: the heading
 * is cut from the picture at its place and compared with a screenshot of the heading itself.
 * Returns the heading's place on the page and the mean difference of the two (0 to 255).
 */
export async function headingInPicture(
  browser: Browser,
  previewUrl: string,
  screen: StudioScreen,
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>,
  picture: Buffer,
  text: string,
): Promise<{ top: number; pictureHeight: number; pageHeight: number; difference: number }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    ...(screen.touch ? { isMobile: true, hasTouch: true } : {}),
  });
  try {
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(previewUrl, { waitUntil: 'load' });
    // As the pictures are made: without the preview's banner, every section laid out, every image loaded.
    await page.addStyleTag({ content: SHOT_STYLE });
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { name: text, exact: true });
    const place = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height, pageHeight: document.documentElement.scrollHeight };
    });
    const own = await heading.screenshot();
    const meta = await sharp(picture).metadata();
    const scale = (meta.width ?? screen.width) / screen.width;
    const region = {
      left: Math.round(place.x * scale),
      top: Math.round(place.y * scale),
      width: Math.max(1, Math.round(place.width * scale)),
      height: Math.max(1, Math.round(place.height * scale)),
    };
    if (region.top + region.height > (meta.height ?? 0)) {
      return { top: place.y, pictureHeight: (meta.height ?? 0) / scale, pageHeight: place.pageHeight, difference: 255 };
    }
    const cut = await sharp(picture).extract(region).removeAlpha().raw().toBuffer();
    const expected = await sharp(own).resize(region.width, region.height, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    let sum = 0;
    for (let i = 0; i < cut.length; i += 1) sum += Math.abs((cut[i] ?? 0) - (expected[i] ?? 0));
    return { top: place.y, pictureHeight: (meta.height ?? 0) / scale, pageHeight: place.pageHeight, difference: sum / cut.length };
  } finally {
    await context.close();
  }
}
