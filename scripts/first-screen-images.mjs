/* global document, getComputedStyle, innerHeight, innerWidth, location -- imagesOnFirstScreen runs in the page */
// The bytes of the images on a phone's first screen (issue 19's figure), measured in Chromium as
// Lighthouse's phone shows a page (412 x 823 CSS px at 1.75x): the images drawn inside the first
// screen, <img> or CSS background, clipped by their sections, counted once each with the size
// the browser downloaded. Lighthouse's own request list cannot tell them apart from the lazy
// images a phone fetches early because they are near the screen (Chrome starts those within
// ~1250 px), which the bench's "image bytes before LCP" column counts too.
import { launchBenchChromium, PHONE_CONTEXT } from './bench-chromium.mjs';

/** In the page: the addresses of the images drawn within the first screen. */
function imagesOnFirstScreen() {
  const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
  const visibleBox = (element) => {
    let box = element.getBoundingClientRect();
    box = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflow === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      box = { left: Math.max(box.left, clip.left), top: Math.max(box.top, clip.top), right: Math.min(box.right, clip.right), bottom: Math.min(box.bottom, clip.bottom) };
    }
    return box;
  };
  const onScreen = (element) => {
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') return false;
    const box = visibleBox(element);
    return Math.min(box.right, screen.right) > Math.max(box.left, screen.left) && Math.min(box.bottom, screen.bottom) > Math.max(box.top, screen.top);
  };
  const urls = new Set();
  for (const image of document.images) if (image.currentSrc && onScreen(image)) urls.add(image.currentSrc);
  for (const element of document.querySelectorAll('body *')) {
    const background = getComputedStyle(element).backgroundImage;
    if (background === 'none' || !onScreen(element)) continue;
    for (const match of background.matchAll(/url\("([^"]+)"\)/g)) urls.add(new URL(match[1], location.href).href);
  }
  // An image-set() names every format; only the one the browser chose was downloaded.
  const downloaded = new Map(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.encodedBodySize]));
  return [...urls].filter((url) => downloaded.has(url)).map((url) => ({ url, bytes: downloaded.get(url) }));
}

/** { path: { bytes, images } } for each path of `base`, on a fresh phone page each. */
export async function firstScreenImageBytes(base, paths) {
  const browser = await launchBenchChromium();
  const figures = {};
  try {
    for (const path of paths) {
      const context = await browser.newContext(PHONE_CONTEXT);
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForTimeout(1000);
      const images = await page.evaluate(imagesOnFirstScreen);
      figures[path] = { bytes: images.reduce((sum, image) => sum + image.bytes, 0), images: images.length };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return figures;
}
