import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserZod } from './browser-zod-plugin';

const wrapper = fileURLToPath(new URL('../../src/lib/zod-browser.ts', import.meta.url));

/** Calls the plugin's resolveId hook as Vite would, in the named environment. */
function resolve(environment: string, id: string, importer: string | undefined) {
  const hook = browserZod().resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error('the plugin has no resolveId hook');
  // A stand-in for Vite's plugin context: the hook reads only the environment's name.
  const context = { environment: { name: environment } } as unknown as ThisParameterType<typeof handler>;
  return handler.call(context, id, importer, { isEntry: false });
}

describe('browser zod', () => {
  it('resolves zod to the CSP-safe wrapper in the browser only', () => {
    expect(resolve('client', 'zod', '/src/blocks/motto/schema.ts')).toBe(wrapper);
    expect(resolve('ssr', 'zod', '/src/blocks/motto/schema.ts')).toBeUndefined();
  });

  it('lets the wrapper itself and other ids through', () => {
    expect(resolve('client', 'zod', wrapper)).toBeUndefined();
    expect(resolve('client', 'zod/v4', '/src/lib/zod-browser.ts')).toBeUndefined();
  });
});
