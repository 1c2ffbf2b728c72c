import { buildConfigSchemaFiles } from '../src/site/config-schema-files';
import { writeGenerated } from './generated-files';

/**
 * `npm run generate:schemas`: writes page-configs/page-config.schema.json and site.schema.json
 * from the zod schemas (run it after adding a block or changing a block's props).
 */
export async function main(): Promise<number> {
  const written = await writeGenerated(await buildConfigSchemaFiles());
  console.log(written.length ? `generate:schemas: wrote ${written.join(', ')}` : 'generate:schemas: schemas are up to date.');
  return 0;
}
