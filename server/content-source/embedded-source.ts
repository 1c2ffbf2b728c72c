import { z } from 'zod';
import type { ContentCallName } from '../../src/content/contract/calls';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { ContentAnswer, ContentSource } from './content-source';
import { docKey } from './doc-key';

const documentRow = z.object({ body: z.unknown() });
const versionRow = z.object({ version: z.union([z.string(), z.number()]) });

const MAX_KEPT_DOCUMENTS = 5000;

export interface EmbeddedSourceOptions {
  /**
   * How long a read content version is trusted. Documents are kept in memory per version, so a
   * warm page render costs no query at all; a change made by another process (an operator, a
   * second instance on the same PostgreSQL) shows within this time.
   */
  versionTtlMs?: number;
}

/** The embedded content store: one stored answer per (call, key) in the database. */
export function createEmbeddedSource(db: Database, options: EmbeddedSourceOptions = {}): ContentSource {
  const versionTtlMs = options.versionTtlMs ?? 1000;
  let knownVersion: { value: string; readAt: number } | undefined;
  let versionInFlight: Promise<string> | undefined;
  let documentsVersion = '';
  const documents = new Map<string, Promise<ContentAnswer>>();

  const readVersion = async () => {
    const rows = parseRows(versionRow, await db.query('SELECT version FROM content_version WHERE id = 1'));
    return String(rows[0]?.version ?? '0');
  };

  // Concurrent callers (a page's parallel calls, simultaneous requests) share one version query.
  const version = () => {
    if (knownVersion && Date.now() - knownVersion.readAt < versionTtlMs) return Promise.resolve(knownVersion.value);
    versionInFlight ??= readVersion()
      .then((value) => {
        knownVersion = { value, readAt: Date.now() };
        return value;
      })
      .finally(() => {
        versionInFlight = undefined;
      });
    return versionInFlight;
  };

  const query = async (call: ContentCallName, key: string): Promise<ContentAnswer> => {
    const rows = parseRows(documentRow, await db.query('SELECT body FROM content_documents WHERE call = $1 AND doc_key = $2', [call, key]));
    const found = rows[0];
    if (!found) return { status: 404, body: { success: false, message: 'No data found', data: null } };
    return { status: 200, body: found.body };
  };

  return {
    kind: 'embedded',
    async answer(call, body) {
      const key = docKey(call, body);
      const current = await version();
      if (current !== documentsVersion) {
        documents.clear();
        documentsVersion = current;
      }
      const cacheKey = `${call} ${key}`;
      const kept = documents.get(cacheKey);
      if (kept) return kept;
      const answer = query(call, key);
      // Only stored documents are kept (bounded): keys come from visitors' requests, and a flood
      // of made-up keys must not fill the memory. A failed query is not kept either.
      if (documents.size < MAX_KEPT_DOCUMENTS) documents.set(cacheKey, answer);
      const forget = () => {
        if (documents.get(cacheKey) === answer) documents.delete(cacheKey);
      };
      answer.then((found) => found.status === 200 || forget(), forget);
      return answer;
    },
    version,
  };
}
