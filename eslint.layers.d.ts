/** Types of eslint.layers.js, for the test that proves its rules (scripts/layer-rules.test.ts). */
export declare const LAYERS: Readonly<Record<string, readonly string[]>>;
export declare const layerZones: readonly unknown[];
export declare function closedPairs(): { closed: number; of: number; srcFolders: number };
