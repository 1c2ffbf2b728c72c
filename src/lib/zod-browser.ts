/**
 * What `import { z } from 'zod'` means in the browser (scripts/vite/browser-zod-plugin.ts):
 * zod 4 compiles object parsers with `new Function` when it may, probing that once. Under the
 * site's Content-Security-Policy (no 'unsafe-eval') the probe is a CSP violation, so the browser
 * runs zod without it. Whichever module loads zod first (zod is not in a page's first download,
 * it comes with the first schema the browser needs), this runs before any of them parses.
 */
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
