import { browserReader, configureContentClient } from '../content/client';
import type { BrowserSite } from '../runtime/browser-start';
import { browserBlockRegistry } from './browser-block-registry';
import { travelSite } from './travel-site';

/** The travel site in the browser: its blocks as pages bring them, and the content API of spec 1 §7. */
export const travelSiteInBrowser: BrowserSite = {
  ...travelSite,
  registry: browserBlockRegistry,
  connect(options) {
    configureContentClient({ token: options.apiToken, apiOrigin: options.apiOrigin });
    return browserReader;
  },
};
