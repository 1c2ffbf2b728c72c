import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { travelApp } from '../travel-site';
import { blockRegistry } from '../../blocks/registry';
import { browserReader, configureContentClient } from '../../content/client';
import { metaSources } from '../meta-sources';
import '../../styles/global.css';
import { consoleReport } from '../../engine/engine-context';
import { BLOCK_FRAME_DATA_ID, blockFrameDataSchema } from './block-frame-data';
import { BlockFrame } from './block-gallery';

/** Development only: hydrates one block of /__blocks, so carousels and forms work in the catalogue. */
async function start() {
  const data = blockFrameDataSchema.parse(JSON.parse(document.getElementById(BLOCK_FRAME_DATA_ID)?.textContent ?? 'null'));
  configureContentClient({ token: data.apiToken });
  const block = await blockRegistry.load(data.type);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from the block frame');
  hydrateRoot(
    root,
    <BrowserRouter>
      <travelApp.Providers services={{ registry: blockRegistry, read: browserReader, metaSources, report: consoleReport, dev: true }} swr={{}}>
        <BlockFrame block={block} status={data.status} />
      </travelApp.Providers>
    </BrowserRouter>,
  );
}

start().catch((error: unknown) => console.error('[blocks] could not start the block frame', error));
