// Without the external font stylesheet Puck's default CSS links (the CSP allows this origin only).
import '@puckeditor/core/no-external.css';
import { createRoot } from 'react-dom/client';
import { blockRegistry } from '../blocks/registry';
import { configureContentClient } from '../content/client';
import '../styles/global.css';
import { StudioEditor } from './studio-editor';
import { bootSchema, loadMe, loadPage } from './studio-api';
import './studio.css';

/** The studio editor's entry (vite.studio.config.ts): served under /studio/ to a logged-in user only. */
async function start() {
  const root = document.getElementById('root');
  const bootElement = document.getElementById('studio-boot');
  if (!root || !bootElement) throw new Error('the studio page lacks #root or #studio-boot');
  const boot = bootSchema.parse(JSON.parse(bootElement.textContent ?? '{}'));
  configureContentClient({ token: boot.apiToken });
  const [page, me] = await Promise.all([loadPage(boot), loadMe(), blockRegistry.preload()]);
  createRoot(root).render(<StudioEditor page={page} userName={`${me.name} (${me.role})`} />);
}

start().catch((error: unknown) => {
  console.error('[studio] could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = `The studio could not start: ${error instanceof Error ? error.message : String(error)}`;
});
