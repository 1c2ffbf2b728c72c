import type { MetaSource, MetaSources } from '../../engine/page-meta';

/**
 * Each file here exports `metaSource`; its file name is the name page configs use in meta.source.
 * Loaded lazily: a page as the server rendered it has its meta already, so the browser loads a
 * source (and the schemas it parses with) only for a client-side navigation.
 */
const modules = import.meta.glob<MetaSource>(['./*.ts', '!./index.ts', '!./*.test.ts'], { import: 'metaSource' });

export const metaSources: MetaSources = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\/|\.ts$/g, ''), load]),
);
