// Chromium's flags wherever the project starts it headless: the studio's request pictures, the
// test suite, the benchmarks and the block pictures. Plain JavaScript, so that the .mjs
// benchmarks import the same list as the TypeScript. On a closed network Chromium's own
// connections (updates, sync, background fetches) are refused, many at a time, without them.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Debian's Chromium: the one the studio's pictures and the benchmarks use unless CHROMIUM_PATH names another. */
export const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';
