/**
 * The layers of the project (docs/architecture.md, "Layers"), as ESLint zones: every folder below
 * may import only the folders its entry names, whatever the import's spelling (paths are resolved,
 * TypeScript paths included) and whether it is static or dynamic (`import()`). Each pair of folders
 * not allowed here is closed. scripts/layer-rules.test.ts proves each rule by a forbidden import.
 *
 * Tests (`*.test.*` and test support) may also import upward to exercise what they test; the rules
 * hold for the code that ships.
 */
export const LAYERS = {
  /** Small pure helpers. */
  'src/lib': [],
  /** The generic engine: config schemas, registry, renderer, SSR data, cache keys. */
  'src/engine': ['src/lib'],
  /** The content API contract and the browser's content client. */
  'src/content': ['src/engine', 'src/lib'],
  /** The enquiry and lead forms: rules shared with the server, and their components. */
  'src/forms': ['src/content', 'src/engine', 'src/lib'],
  /** Code both the server and the browser run that belongs to no lower layer (image addresses, report figures...). */
  'src/shared': ['src/content', 'src/engine', 'src/lib'],
  /** The blocks (one folder each; src/blocks/shared for what two share). */
  'src/blocks': ['src/content', 'src/engine', 'src/forms', 'src/lib', 'src/shared'],
  /** The browser and server runtime: app, hydration, routes, page directory, content cache. Knows no site. */
  'src/runtime': ['src/engine', 'src/lib'],
  /** The travel site: chrome, layouts, meta sources, its configs' glue. */
  'src/site': ['src/runtime', 'src/blocks', 'src/content', 'src/engine', 'src/forms', 'src/lib', 'src/shared', 'src/styles'],
  /** The marketers' studio (a browser app of its own). */
  'src/studio': ['src/site', 'src/runtime', 'src/blocks', 'src/content', 'src/engine', 'src/forms', 'src/lib', 'src/shared', 'src/styles'],
  /** Stylesheets. */
  'src/styles': [],
  /** The Node server: the app only through src/entry-server.tsx, and shared code. */
  server: ['src/entry-server.tsx', 'src/engine', 'src/content/contract', 'src/forms', 'src/lib', 'src/shared'],
  /** The repository's tools, and the runners of the fault, cluster and experiment tests. */
  scripts: ['src', 'server', 'tests'],
  /** End-to-end, load and fault tests, and shared fixtures. */
  tests: ['src', 'server', 'scripts'],
};

/** The browser and server entries: what each may import of src. */
const ENTRIES = {
  'src/entry-client.tsx': ['src/runtime', 'src/site', 'src/styles'],
  'src/entry-server.tsx': ['src/runtime', 'src/site', 'src/blocks', 'src/content', 'src/engine', 'src/forms', 'src/lib', 'src/shared'],
};

const TOP_LEVEL = Object.keys(LAYERS);
const ALL_IN_SRC = [...TOP_LEVEL.filter((folder) => folder.startsWith('src/')), ...Object.keys(ENTRIES)];

const within = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const allowedBy = (allowed, candidate) => allowed.some((folder) => within(candidate, folder) || within(folder, candidate));

/** What a folder may not import: every other top-level folder and src entry its entry does not allow. */
function forbiddenFor(folder, allowed) {
  return [...TOP_LEVEL, ...Object.keys(ENTRIES)].filter((other) => other !== folder && !allowedBy(allowed, other));
}

/** Folders allowed in part (server -> src/content/contract): the rest of the folder is closed. */
function partialExceptions(allowed) {
  return allowed.filter((folder) => !TOP_LEVEL.includes(folder) && !Object.keys(ENTRIES).includes(folder) && folder.split('/').length > 2);
}

function zone(target, allowed) {
  const from = forbiddenFor(target, allowed);
  const partial = partialExceptions(allowed);
  const zones = from.length ? [{ target: `./${target}`, from: from.map((folder) => `./${folder}`), message: `${target} may import only ${allowed.join(', ') || 'itself'} (eslint.layers.js).` }] : [];
  for (const folder of partial) {
    const parent = folder.split('/').slice(0, 2).join('/');
    zones.push({ target: `./${target}`, from: `./${parent}`, except: [`./${folder.slice(parent.length + 1)}`], message: `${target} may import only ${folder} of ${parent} (eslint.layers.js).` });
  }
  return zones;
}

/** The zones of import-x/no-restricted-paths for every folder and entry. */
export const layerZones = [
  ...Object.entries(LAYERS).flatMap(([folder, allowed]) => zone(folder, allowed)),
  ...Object.entries(ENTRIES).flatMap(([entry, allowed]) => zone(entry, allowed)),
];

/** How many ordered pairs of folders the zones close, of how many. */
export function closedPairs() {
  const folders = [...TOP_LEVEL];
  let closed = 0;
  for (const a of folders) for (const b of folders) if (a !== b && !allowedBy(LAYERS[a], b)) closed += 1;
  return { closed, of: folders.length * (folders.length - 1), srcFolders: ALL_IN_SRC.length };
}
