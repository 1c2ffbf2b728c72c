import { startBrowser } from '../../src/runtime/browser-start';
import { createMinimalRegistry } from './blocks';
import { minimalSite } from './site';

/** Each page config's chunk, by the address the server hands out (pages/index.ts). */
const chunks: Record<string, () => Promise<unknown>> = {
  '/chunks/home': () => import('./pages/home.chunk'),
  '/chunks/second': () => import('./pages/second.chunk'),
};

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
startBrowser(
  {
    ...minimalSite,
    registry: createMinimalRegistry(),
    // Its content API: POST /api/<call> with a JSON body; null when a call fails.
    connect: () => async (call, body) => {
      const response = await fetch(`/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return response.ok ? response.json() : null;
    },
    importChunk: (module) => chunks[module]?.() ?? Promise.reject(new Error(`no chunk ${module}`)),
  },
  root,
).catch((error: unknown) => console.error('[minimal site] could not start', error));
