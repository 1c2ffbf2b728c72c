// Without the external font stylesheet Puck's default CSS links (the CSP allows this origin only).
import '@puckeditor/core/no-external.css';
import { createRoot } from 'react-dom/client';
import { blockRegistry } from '../blocks/registry';
import { configureContentClient } from '../content/client';
import '../styles/global.css';
import { StudioEditor } from './studio-editor';
import { pageConfigBaseSchema } from '../engine/page-config-schema';
import { bootSchema, loadDraft, loadMe, loadPage } from './studio-api';
import { savedHistorySchema } from './draft-history';
import './studio.css';

/** The studio editor's entry (vite.studio.config.ts): served under /studio/ to a logged-in user only. */
async function start() {
  const root = document.getElementById('root');
  const bootElement = document.getElementById('studio-boot');
  if (!root || !bootElement) throw new Error('the studio page lacks #root or #studio-boot');
  const boot = bootSchema.parse(JSON.parse(bootElement.textContent ?? '{}'));
  configureContentClient({ token: boot.apiToken });
  // All at once: the page, who is editing, the draft (boot.file is the page's file) and every block.
  const [page, me, draft] = await Promise.all([loadPage(boot), loadMe(), loadDraft(boot.file), blockRegistry.preload()]);
  // A draft of the current file is where the marketer left off; one of an older file is only offered for discarding.
  const restored = draft && draft.baseHash === page.baseHash ? pageConfigBaseSchema.safeParse(draft.config) : undefined;
  const start = restored?.success && draft ? { ...page, config: { ...page.config, sections: restored.data.sections } } : page;
  const draftState = draft ? { savedAt: draft.savedAt, restored: restored?.success === true } : undefined;
  // Undo goes on where it stopped: the restored draft's history (draft-history.ts), when it is whole.
  const history = restored?.success ? savedHistorySchema.safeParse(draft?.history).data : undefined;
  createRoot(root).render(<StudioEditor page={start} draft={draftState} history={history} userName={`${me.name} (${me.role})`} />);
}

start().catch((error: unknown) => {
  console.error('[studio] could not start', error);
  const root = document.getElementById('root');
  if (root) root.textContent = `The studio could not start: ${error instanceof Error ? error.message : String(error)}`;
});
