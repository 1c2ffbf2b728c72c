import type { MetaSource, MetaSources } from '../../engine/page-meta';

/** Each file here exports `metaSource`; its file name is the name page configs use in meta.source. */
const modules = import.meta.glob<{ metaSource: MetaSource }>(['./*.ts', '!./index.ts', '!./*.test.ts'], {
  eager: true,
});

export const metaSources: MetaSources = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [file.replace(/^\.\/|\.ts$/g, ''), module.metaSource]),
);
