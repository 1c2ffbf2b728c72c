import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { escapeHtml, jsonForScript } from '../../src/lib/html-escape';

/** The studio editor's entry module (vite.studio.config.ts builds it into <build>/studio). */
export const STUDIO_ENTRY = 'src/studio/main.tsx';

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), css: z.array(z.string()).optional(), imports: z.array(z.string()).optional() }));

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
  /** A new landing page (new-page.ts): the copied page and what makes the new one new. */
  newPage?: { path: string; like: string; title: string; description: string; heading: string };
}

/** The page being edited, as the tab and the loading message name it. */
export interface EditorShellPage {
  title: string;
}

export type EditorShell = (boot: EditorBoot, nonce: string | undefined, page: EditorShellPage) => Promise<string>;

/**
 * What the editor shows before its script runs (issue 37): the page's name at once, in the tab
 * and on the screen. React replaces it with the editor.
 */
const loadingMessage = (title: string) =>
  `<p class="studio-loading" role="status" style="font:17px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:40rem;padding:0 1rem;color:#1b1b1b">Opening the editor for ${escapeHtml(title)}…</p>`;

/** The HTML that starts the editor for one page config file. */
export function createEditorShell(options: EditorShellOptions): EditorShell {
  let built: { script: string; styles: string[]; preloads: string[] } | undefined;
  const readBuilt = () => {
    if (built) return built;
    const manifestFile = join(options.assetsDir, '.vite', 'manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`the studio is not built (${manifestFile} is missing): run npm run build`);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
    const entry = manifest[STUDIO_ENTRY];
    if (!entry) throw new Error(`${manifestFile} has no entry ${STUDIO_ENTRY}`);
    // The entry's static imports start downloading with it, not after it has been read.
    const preloads = (entry.imports ?? []).flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [`/studio/${chunk.file}`] : [];
    });
    built = { script: `/studio/${entry.file}`, styles: (entry.css ?? []).map((css) => `/studio/${css}`), preloads };
    return built;
  };
  return async (boot, nonce, page) => {
    const title = `${escapeHtml(page.title)} | Studio`;
    const data = `<script type="application/json" id="studio-boot">${jsonForScript(boot)}</script>`;
    const nonceAttribute = nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
    if (options.devTemplate) {
      const template = await options.devTemplate();
      return template
        .replace('/src/entry-client.tsx', `/${STUDIO_ENTRY}`)
        .replace(/<title>[^<]*<\/title>/, '')
        .replace('<!--app-head-->', `<title>${title}</title><meta name="robots" content="noindex">`)
        .replace('<!--app-html-->', loadingMessage(page.title))
        .replace('<!--app-data-->', data)
        .replace(/<script(?![^>]*\snonce=)/g, `<script${nonceAttribute}`);
    }
    const { script, styles, preloads } = readBuilt();
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${preloads.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
<script type="module" src="${script}"${nonceAttribute}></script></head>
<body><div id="root">${loadingMessage(page.title)}</div>${data}</body></html>`;
  };
}
