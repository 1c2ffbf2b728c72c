// Without the external font stylesheet Puck's default CSS links (the CSP allows this origin only).
import '@puckeditor/core/no-external.css';
import { createRoot } from 'react-dom/client';
import { blockRegistry } from '../blocks/registry';
import { configureContentClient } from '../content/client';
import '../styles/global.css';
import { StudioEditor } from './studio-editor';
import { pageConfigBaseSchema } from '../engine/page-config-schema';
import { bootSchema, loadDraft, loadMe, loadPage } from './studio-api';
import './studio.css';

/** The studio editor's entry (vite.studio.config.ts): served under /studio/ to a logged-in user only. */
async function start() {
  const root = document.getElementById('root');
  const bootElement = document.getElementById('studio-boot');
  if (!root || !bootElement) throw new Error('the studio page lacks #root or #studio-boot');
  const boot = bootSchema.parse(JSON.parse(bootElement.textContent ?? '{}'));
  configureContentClient({ token: boot.apiToken });
  const [page, me] = await Promise.all([loadPage(boot), loadMe(), blockRegistry.preload()]);
  const draft = await loadDraft(page.file);
  // A draft of the current file is where the marketer left off; one of an older file is only offered for discarding.
  const restored = draft && draft.baseHash === page.baseHash ? pageConfigBaseSchema.safeParse(draft.config) : undefined;
  const start = restored?.success && draft ? { ...page, config: { ...page.config, sections: restored.data.sections } } : page;
  const draftState = draft ? { savedAt: draft.savedAt, restored: restored?.success === true } : undefined;
  createRoot(root).render(<StudioEditor page={start} draft={draftState} userName={`${me.name} (${me.role})`} />);
}

start().catch((error: unknown) => {
  console.error('[studio] could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = `The studio could not start: ${error instanceof Error ? error.message : String(error)}`;
});
