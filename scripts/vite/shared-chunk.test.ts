import { describe, expect, it } from 'vitest';
import { isSharedModule } from './shared-chunk';

describe('the shared chunk', () => {
  it('takes the small zod-free helpers blocks share', () => {
    for (const id of ['/p/src/lib/dates.ts', '/p/src/blocks/shared/status-message.tsx', '/p/src/content/contract/image-url.ts']) {
      expect(isSharedModule(id), id).toBe(true);
    }
  });

  it('leaves out what reaches zod, so every page can load it', () => {
    for (const id of [
      '/p/src/lib/zod-browser.ts',
      '/p/src/blocks/shared/blog-content.ts',
      '/p/src/blocks/shared/place-details.ts',
      '/p/src/blocks/shared/message-props.ts',
      '/p/src/content/contract/fields.ts',
      '/p/src/blocks/motto/schema.ts',
    ]) {
      expect(isSharedModule(id), id).toBe(false);
    }
  });
});
