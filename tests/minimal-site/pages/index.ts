import { pageConfigBaseSchema, type PageConfig } from '../../../src/engine/page-config-schema';
import home from './home.json';
import second from './second.json';

/** The minimal site's page configs, parsed, and each one's chunk address for browsers. */
export const pages: PageConfig[] = [home, second].map((json) => pageConfigBaseSchema.parse(json));

export const chunkOfPage: Record<string, string> = { '/': '/chunks/home', '/second/': '/chunks/second' };
