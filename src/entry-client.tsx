import { startBrowser } from './runtime/browser-start';
import { travelSiteInBrowser } from './site/travel-site-browser';
import './styles/global.css';
import './styles/high-contrast.css';

// The browser's entry: the runtime (src/runtime) starts the travel site on the page the server sent.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
startBrowser(travelSiteInBrowser, root).catch((error: unknown) => console.error('[client] could not start', error));
