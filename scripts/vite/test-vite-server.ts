import { join } from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';

/**
 * A Vite server for a plugin's tests: a project folder of its own, only that plugin, no config
 * file, no HMR or watcher, no dependency scan. Modules are loaded with `ssrLoadModule`.
 */
export function pluginTestServer(root: string, plugin: Plugin): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root,
    cacheDir: join(root, '.vite'),
    plugins: [plugin],
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}
