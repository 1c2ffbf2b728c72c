/** Types of bench-chromium.mjs (plain JavaScript, shared by the .mjs benchmarks). */
import type { Browser, BrowserContextOptions } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const LIGHTHOUSE_CHROME: { chromePath: string; chromeFlags: string[] };
export function launchBenchChromium(extraFlags?: string[]): Promise<Browser>;
export const PHONE_CONTEXT: BrowserContextOptions;
