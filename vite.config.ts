import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { browserZod } from './scripts/vite/browser-zod-plugin.ts';
import { isPageConfigIndex, pageConfigChunks } from './scripts/vite/page-config-chunks-plugin.ts';
import { siteConfigModule } from './scripts/vite/site-config-plugin.ts';
import { contrastThemeForSystem } from './src/styles/contrast-theme-for-system.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const pagesDir = fileURLToPath(new URL('./page-configs/pages', import.meta.url));
// BUILD_DIR lets parallel builds (several e2e runs on one machine) keep out of each other's way.
const buildDir = process.env.BUILD_DIR ?? 'dist';
/** `emitPageChunks`: the site's client build, which makes a chunk of each page config. */
export const sitePlugins = (options: { emitPageChunks?: boolean } = {}) => [
  react(),
  browserZod(),
  pageConfigChunks(root, pagesDir, { emitPageChunks: options.emitPageChunks, clientOutDir: resolve(root, buildDir, 'client') }),
  siteConfigModule(root, fileURLToPath(new URL('./page-configs/site.json', import.meta.url))),
];

/** Brotli at its best quality and gzip at level 9: compressed once, at build time, for every visitor. */
const precompressed = () =>
  compression({
    include: /\.(js|css|svg|json|txt|xml|webmanifest)$/,
    algorithms: ['brotliCompress', 'gzip'],
    logLevel: 'silent',
  });

export default defineConfig(({ isSsrBuild }) => ({
  // The browser build writes a .br and a .gz beside each text file it emits; the server sends
  // the one the request accepts (server/production-server.ts) and never compresses a file itself.
  plugins: isSsrBuild ? sitePlugins() : [...sitePlugins({ emitPageChunks: true }), precompressed()],
  // `npm run dev` pre-bundles the dependencies Vite finds from index.html. One that only blocks
  // import (react-multi-carousel, reached through a page's chunk) was found when a page first
  // asked for it, and Vite reloaded the open page for it. The blocks are crawled at the start
  // too (not their tests and test helpers, whose libraries no page loads).
  optimizeDeps: {
    entries: ['index.html', 'src/blocks/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}', '!src/**/*test-utils.{ts,tsx}', '!src/**/test-support.ts'],
  },
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
        // Chunks are Vite's own: the entry, and one chunk per dynamic import (a page config with
        // its blocks' components, a route's code) with what only it needs; modules several of
        // them share go to shared chunks the bundler makes. No hand-kept module lists (decision 006).
        // One rule, no list: what the entry loads statically (React, React Router, the chrome) is
        // one script, not four (each ~0.4 KB of headers, and one body compresses better).
        // The build's index of page configs (scripts/vite/page-config-chunks-plugin.ts) is an entry
        // no page loads: it stays out, so that script holds no list of every page.
        // React and React Router are chunks of their own (issue 33): a phone evaluates each in a
        // task of its own (server/ssr/scripts-after-first-paint.ts imports them in turn), where one
        // script was one long task of ~230 ms on the bench's phone.
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', tags: ['$initial'], test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]src[\\/]runtime[\\/]react-dom-start\.ts$/, priority: 2 },
                { name: 'router', tags: ['$initial'], test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 1 },
                { name: 'entry', tags: ['$initial'], test: (id) => !isPageConfigIndex(id) },
              ],
            },
          },
        },
      },
}));
