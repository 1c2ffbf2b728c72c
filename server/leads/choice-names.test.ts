import { describe, expect, it } from 'vitest';
import type { ContentSource } from '../content-source/content-source';
import { createChoiceLookup } from './choice-names';
import { memoryLogger } from './lead-test-app';

const source = (answer: ContentSource['answer']): ContentSource => ({ kind: 'remote', answer, version: async () => 'v1' });

describe('the option lists a lead is checked against', () => {
  it('reads id → name, dropping only a bad item', async () => {
    const lookup = createChoiceLookup(
      source(async (call) =>
        call === 'pages/destinations'
          ? { status: 200, body: { success: true, data: { destinations: [{ destinationId: 2, destinationTitle: 'Italy' }, { destinationId: 3 }, 'junk'] } } }
          : { status: 200, body: { success: true, data: { countries: [{ id: '1', name: ' United States ' }] } } },
      ),
      memoryLogger().logger,
    );
    const lists = await lookup.lists();
    expect([...(lists.destinations ?? [])]).toEqual([['2', 'Italy']]);
    expect([...(lists.countries ?? [])]).toEqual([['1', 'United States']]);
  });

  it('gives up on a hung content service after the wait: no lists, the lead goes on', async () => {
    const { logger, lines } = memoryLogger();
    const lookup = createChoiceLookup(source(() => new Promise(() => undefined)), logger);
    const started = Date.now();
    expect(await lookup.lists(100)).toEqual({ destinations: null, countries: null });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(lines.join('\n')).toContain('option lists not read in time');
  });

  it('has no lists when the service fails or answers an error', async () => {
    const failing = createChoiceLookup(source(() => Promise.reject(new Error('ECONNREFUSED'))), memoryLogger().logger);
    expect(await failing.lists()).toEqual({ destinations: null, countries: null });
    const erroring = createChoiceLookup(source(async () => ({ status: 500, body: 'oops' })), memoryLogger().logger);
    expect(await erroring.lists()).toEqual({ destinations: null, countries: null });
  });
});
