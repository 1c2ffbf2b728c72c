/**
 * React DOM, started when its chunk is evaluated. React DOM is CommonJS: the bundler wraps it in
 * a function that runs on its first import, so without this module its start-up (hundreds of
 * event names registered, its internals built) ran inside whichever chunk imported it first, the
 * entry: one long task on a phone. This module is in the 'react' chunk (vite.config.ts), so the
 * start-up runs in that chunk's own task (server/ssr/scripts-after-first-paint.ts), before the entry.
 */
import { hydrateRoot as reactDomHydrateRoot } from 'react-dom/client';

// A value read at the module's top level (not a re-export the bundler passes through), so that
// evaluating this module, in its chunk's task, runs React DOM's start-up.
export const hydrateRoot = reactDomHydrateRoot;
