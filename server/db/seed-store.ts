import { z } from 'zod';
import type { Database } from './database';
import { parseRows } from './rows';
import { seedDocuments } from './seed';
import type { SeedDocument } from './seed/seed-document';

/** On first start, an empty store is filled with the complete demo content. */
export async function seedIfEmpty(db: Database, documents: readonly SeedDocument[] = seedDocuments): Promise<number> {
  const [row] = parseRows(
    z.object({ count: z.coerce.number() }),
    await db.query('SELECT count(*) AS count FROM content_documents'),
  );
  if ((row?.count ?? 0) > 0) return 0;
  await replaceContent(db, documents);
  return documents.length;
}

/** Writes documents (insert or update) and bumps the content version, in one transaction. */
export async function replaceContent(db: Database, documents: readonly SeedDocument[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const document of documents) {
      await tx.query(
        `INSERT INTO content_documents (call, doc_key, body, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (call, doc_key) DO UPDATE SET body = EXCLUDED.body, updated_at = now()`,
        [document.call, document.key, JSON.stringify(document.body)],
      );
    }
    await tx.query('UPDATE content_version SET version = version + 1 WHERE id = 1');
  });
}
