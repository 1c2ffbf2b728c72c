import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// BUILD_DIR lets parallel builds (several e2e runs on one machine) keep out of each other's way.
const buildDir = process.env.BUILD_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
      },
}));
