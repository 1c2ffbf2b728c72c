import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserZod } from './scripts/vite/browser-zod-plugin';
import { pageConfigChunks } from './scripts/vite/page-config-chunks-plugin';
import { pageAwareChunkGroups } from './scripts/vite/page-set-chunks.ts';
import { siteConfigModule } from './scripts/vite/site-config-plugin.ts';
import { contrastThemeForSystem } from './src/styles/contrast-theme-for-system.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const pagesDir = fileURLToPath(new URL('./page-configs/pages', import.meta.url));
export const sitePlugins = () => [
  react(),
  browserZod(),
  pageConfigChunks(root, pagesDir),
  siteConfigModule(root, fileURLToPath(new URL('./page-configs/site.json', import.meta.url))),
];

// BUILD_DIR lets parallel builds (several e2e runs on one machine) keep out of each other's way.
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: sitePlugins(),
  // The high-contrast theme is written once; this adds its copy for `prefers-contrast: more`.
  css: { postcss: { plugins: [contrastThemeForSystem()] } },
  build: isSsrBuild
    ? { outDir: `${buildDir}/server`, target: 'node20', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: `${buildDir}/client`,
        target: 'es2022',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site, linked from the HTML shell: server-rendered pages
        // paint styled before any JavaScript arrives.
        cssCodeSplit: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: pageAwareChunkGroups(pagesDir),
            },
          },
        },
      },
}));
