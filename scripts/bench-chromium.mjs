// The benchmarks' Chromium: Debian's, headless, with the project's flags (server/chromium-flags.mjs).
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM_PATH } from '../server/chromium-flags.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM_PATH;

/** chrome-launcher's options, for the Lighthouse benches. */
export const LIGHTHOUSE_CHROME = { chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] };

/** Chromium through Playwright; `extraFlags` for a bench that needs more. */
export function launchBenchChromium(extraFlags = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/** Lighthouse's mobile screen (412 x 823 CSS px at 1.75), with touch: the phone the benches load pages as. */
export const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
