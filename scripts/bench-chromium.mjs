// The benchmarks' Chromium: Debian's, headless, with the flags this closed network needs (without
// the background-networking ones, Chromium's own connections are refused here, many at a time).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** chrome-launcher's options, for the Lighthouse benches. */
export const LIGHTHOUSE_CHROME = { chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] };

/** Chromium through Playwright; `extraFlags` for a bench that needs more. */
export function launchBenchChromium(extraFlags = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...extraFlags] });
}

/** Lighthouse's mobile screen (412 x 823 CSS px at 1.75), with touch: the phone the benches load pages as. */
export const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
