import { defineConfig } from 'vite';
import { contrastThemeForSystem } from './src/styles/contrast-theme-for-system.ts';
import { sitePlugins } from './vite.config.ts';

/**
 * The studio's own build (docs/studio.md): the Puck editor and every block, into
 * <BUILD_DIR>/studio, served under /studio/ to a logged-in user only. Visitors' pages never link
 * it, and the site's build (vite.config.ts) does not include it, so their JavaScript does not grow.
 */
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig({
  plugins: sitePlugins(),
  css: { postcss: { plugins: [contrastThemeForSystem()] } },
  base: '/studio/',
  publicDir: false,
  build: {
    outDir: `${buildDir}/studio`,
    target: 'es2022',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: { input: 'src/studio/main.tsx' },
    // Puck and every block in one editor for staff on a desktop: size is not what this bundle is judged by.
    chunkSizeWarningLimit: 4000,
  },
});
