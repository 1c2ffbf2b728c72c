import { stableJson } from './content-key';

/**
 * A short version of a page config: the same for the same content whatever its key order, new
 * for any change. Stored with each lead of an experiment, so a report can tell which edit of the
 * page a conversion came from. FNV-1a over the stable JSON, two 32-bit lanes: no crypto needed
 * and the same on any runtime.
 */
export function configVersion(config: unknown): string {
  const text = stableJson(config);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}
