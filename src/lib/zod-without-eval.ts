import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it may, probing that once. Under the
 * site's Content-Security-Policy (no 'unsafe-eval') the probe is a CSP violation in the browser,
 * so the browser bundle runs zod without it. Imported first by src/entry-client.tsx, before any
 * module parses at load time.
 */
z.config({ jitless: true });
