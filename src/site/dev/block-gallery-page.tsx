import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { z } from 'zod';
import { travelApp } from '../travel-site';
import { blockRegistry } from '../../blocks/registry';
import { jsonForScript } from '../../lib/html-escape';
import { metaSources } from '../meta-sources';
import { consoleReport } from '../../engine/engine-context';
import { galleryStatuses } from './block-fixture';
import { BlockFrame, BlockGalleryIndex } from './block-gallery';
import { BLOCK_FRAME_DATA_ID, type BlockFrameData } from './block-frame-data';

/** Development only: answers /__blocks (the index) and /__blocks/<type>/ (one block's frame). */
const query = z.object({
  width: z.coerce.number().int().min(240).max(2560).catch(1280),
  status: z.enum(galleryStatuses).catch('ready'),
});

/**
 * Every stylesheet of the site, linked from each frame: production ships them as one file
 * (cssCodeSplit off), so a frame styled this way looks as the block does on a page, from the
 * first paint (in development Vite otherwise injects styles only once the scripts have run).
 */
const siteStylesheets = Object.keys(import.meta.glob(['/src/**/*.css', '!/src/site/dev/**'])).sort((a, b) =>
  a === '/src/styles/global.css' ? -1 : b === '/src/styles/global.css' ? 1 : a.localeCompare(b),
);

export interface GalleryResponse {
  status: 200 | 404;
  html: string;
}

export async function renderBlockGalleryPage(url: string, apiToken: string): Promise<GalleryResponse> {
  const { pathname, searchParams } = new URL(url, 'http://dev.invalid');
  const { width, status } = query.parse(Object.fromEntries(searchParams));
  await blockRegistry.preload();
  const type = /^\/__blocks\/([a-z0-9-]+)\/?$/.exec(pathname)?.[1];
  if (type === undefined) {
    const body = renderToString(<BlockGalleryIndex blocks={blockRegistry.all()} width={width} status={status} />);
    return { status: 200, html: indexDocument(body) };
  }
  const block = blockRegistry.get(type);
  if (!block) return { status: 404, html: indexDocument(`<p>No block "${type.replace(/[^a-z0-9-]/g, '')}". <a href="/__blocks">All blocks</a></p>`) };
  const services = { registry: blockRegistry, read: async () => null, metaSources, report: consoleReport, dev: true };
  const body = renderToString(
    <StaticRouter location={pathname}>
      <travelApp.Providers services={services} swr={{}}>
        <BlockFrame block={block} status={status} />
      </travelApp.Providers>
    </StaticRouter>,
  );
  const data: BlockFrameData = { type, status, apiToken };
  return { status: 200, html: frameDocument(type, body, data) };
}

function indexDocument(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Blocks | development</title>
<link rel="stylesheet" href="/src/site/dev/block-gallery.css">
</head>
<body>
${body}
<script type="module" src="/src/site/dev/block-gallery-client.ts"></script>
</body>
</html>
`;
}

function frameDocument(type: string, body: string, data: BlockFrameData): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${type} | blocks</title>
${siteStylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
</head>
<body>
<div id="root">${body}</div>
<script type="application/json" id="${BLOCK_FRAME_DATA_ID}">${jsonForScript(data)}</script>
<script type="module" src="/src/site/dev/block-frame-client.tsx"></script>
</body>
</html>
`;
}
