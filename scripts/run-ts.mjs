// Runs a TypeScript script through Vite's SSR module loader, so it sees the same modules as the
// site (import.meta.glob, ?raw imports, lazy block imports). Usage: node scripts/run-ts.mjs x.ts [args]
import { resolve } from 'node:path';
import { createServer } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <script.ts> [args...]');
  process.exit(2);
}
const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const module = await vite.ssrLoadModule(resolve(file));
  if (typeof module.main !== 'function') throw new Error(`${file} exports no main(args)`);
  code = await module.main(args);
} finally {
  await vite.close();
}
process.exit(code ?? 0);
