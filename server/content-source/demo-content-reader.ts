import { docKey } from './doc-key';
import { seedDocuments } from '../db/seed';
import { isContentCallName } from '../../src/content/contract/calls';
import type { ContentReader } from '../../src/engine/block';

/** The demo content as the config check sees it: what the embedded store would answer. */
export function demoPageIds(): Set<number> {
  return new Set(seedDocuments.filter((d) => d.call === 'pages/get').map((d) => Number(d.key)));
}

export function demoContentReader(): ContentReader {
  const byKey = new Map(seedDocuments.map((d) => [`${d.call} ${d.key}`, d.body]));
  return async (call, body) => {
    if (!isContentCallName(call)) return null;
    const record = body && typeof body === 'object' ? Object.fromEntries(Object.entries(body)) : {};
    return byKey.get(`${call} ${docKey(call, record)}`) ?? null;
  };
}
