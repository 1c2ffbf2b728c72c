/**
 * The suite's Chromium: Debian's `chromium-headless-shell`, the same Chromium build as
 * /usr/bin/chromium (one source package, one version: Blink, V8, the same rendering) without the
 * full browser's window and profile layer; Playwright runs its own headless tests in this build.
 * `a11y-axe.test.ts` alone took 35% less time and 14% less CPU in it, with the same checks
 * (decision 016).
 * `CHROMIUM_PATH=/usr/bin/chromium` runs the suite in the full browser. The benches measure in the
 * full browser (scripts/bench-chromium.mjs), as visitors and marketers run it.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
