import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { escapeHtml, jsonForScript } from '../../src/lib/html-escape';

/** The studio editor's entry module (vite.studio.config.ts builds it into <build>/studio). */
export const STUDIO_ENTRY = 'src/studio/main.tsx';

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), css: z.array(z.string()).optional() }));

/**
 * The built studio next to the built server (dist/server → dist/studio), or STUDIO_ASSETS_DIR.
 * Visitors' pages never link it: it is served under /studio/assets/ to a session only.
 */
export function defaultStudioAssetsDir(): string {
  return process.env.STUDIO_ASSETS_DIR ?? resolve(dirname(process.argv[1] ?? '.'), '../studio');
}

export interface EditorShellOptions {
  /** Development: Vite's transformed index.html, whose entry is swapped for the studio's. */
  devTemplate?: () => Promise<string>;
  assetsDir: string;
}

export interface EditorBoot {
  file: string;
  apiToken: string;
  newPage?: { path: string; like: string };
}

/** The HTML that starts the editor for one page config file. */
export function createEditorShell(options: EditorShellOptions) {
  let built: { script: string; styles: string[] } | undefined;
  const readBuilt = () => {
    if (built) return built;
    const manifestFile = join(options.assetsDir, '.vite', 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`the studio is not built (${manifestFile} is missing): run npm run build`);
    const entry = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')))[STUDIO_ENTRY];
    if (!entry) throw new Error(`${manifestFile} has no entry ${STUDIO_ENTRY}`);
    built = { script: `/studio/${entry.file}`, styles: (entry.css ?? []).map((css) => `/studio/${css}`) };
    return built;
  };
  return async (boot: EditorBoot, nonce: string | undefined): Promise<string> => {
    const data = `<script type="application/json" id="studio-boot">${jsonForScript(boot)}</script>`;
    const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
    if (options.devTemplate) {
      const template = await options.devTemplate();
      return template
        .replace('/src/entry-client.tsx', `/${STUDIO_ENTRY}`)
        .replace('<!--app-head-->', '<title>Studio</title><meta name="robots" content="noindex">')
        .replace('<!--app-html-->', '')
        .replace('<!--app-data-->', data)
        .replace(/<script(?![^>]*\snonce=)/g, `<script${nonceAttribute}`);
    }
    const { script, styles } = readBuilt();
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Studio</title>
${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
<script type="module" src="${script}"${nonceAttribute}></script></head>
<body><div id="root"></div>${data}</body></html>`;
  };
}
