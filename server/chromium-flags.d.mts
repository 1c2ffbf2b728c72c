/** Types of chromium-flags.mjs (plain JavaScript, shared with the .mjs benchmarks). */
export const CHROMIUM_FLAGS: readonly string[];
export const DEBIAN_CHROMIUM_PATH: string;
