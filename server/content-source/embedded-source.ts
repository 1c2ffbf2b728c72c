import { z } from 'zod';
import type { ContentCallName } from '../../src/content/contract/calls';
import type { Database } from '../db/database';
import { parseRows } from '../db/rows';
import type { ContentSource } from './content-source';
import { docKey } from './doc-key';

const documentRow = z.object({ body: z.unknown() });
const versionRow = z.object({ version: z.union([z.string(), z.number()]) });

/** The embedded content store: one stored answer per (call, key) in the database. */
export function createEmbeddedSource(db: Database): ContentSource {
  return {
    kind: 'embedded',
    async answer(call: ContentCallName, body: Record<string, unknown>) {
      const rows = parseRows(
        documentRow,
        await db.query('SELECT body FROM content_documents WHERE call = $1 AND doc_key = $2', [call, docKey(call, body)]),
      );
      const found = rows[0];
      if (!found) return { status: 404, body: { success: false, message: 'No data found', data: null } };
      return { status: 200, body: found.body };
    },
    async version() {
      const rows = parseRows(versionRow, await db.query('SELECT version FROM content_version WHERE id = 1'));
      return String(rows[0]?.version ?? '0');
    },
  };
}
