import { z } from 'zod';
import { countryItem, destinationOption } from '../../src/content/contract/details-fields';
import type { ContentSource } from '../content-source/content-source';
import type { Logger } from '../logger';
import { describeFailure } from './redact';

/**
 * The destination and country lists of the content source (`pages/destinations`, `pages/country`)
 * as id → name, for the lead pipeline: an enquiry naming a destination the list does not hold is
 * refused, and each stored lead keeps the names the visitor chose beside the ids. A list that
 * cannot be read is null (the lead is stored all the same, without names: never lose a lead
 * because the content service is down). One bad item drops that item only.
 */
export interface ChoiceLists {
  destinations: ReadonlyMap<string, string> | null;
  countries: ReadonlyMap<string, string> | null;
}

const listEnvelope = (key: string) => z.object({ data: z.object({ [key]: z.array(z.unknown()) }) });

function namesOf<T extends z.ZodType>(body: unknown, key: string, item: T, pick: (value: z.infer<T>) => [string, string]) {
  const envelope = listEnvelope(key).safeParse(body);
  if (!envelope.success) return null;
  const list = envelope.data.data[key] ?? [];
  const names = new Map<string, string>();
  for (const entry of list) {
    const parsed = item.safeParse(entry);
    if (parsed.success) {
      const [id, name] = pick(parsed.data);
      names.set(id, name.trim());
    }
  }
  return names;
}

/** How long a lead waits for the lists at most (a warm lookup takes no time: they are kept per version). */
export const LIST_WAIT_MS = 1_500;

export function createChoiceLookup(source: ContentSource, logger: Logger) {
  /** The lists read for one content version (both sources announce one; remote: every 30 s). */
  let kept: { version: string; lists: Promise<ChoiceLists> } | undefined;

  async function read(): Promise<ChoiceLists> {
    const [destinations, countries] = await Promise.all([
      source.answer('pages/destinations', {}).then(
        (answer) => (answer.status === 200 ? namesOf(answer.body, 'destinations', destinationOption, (d) => [String(d.destinationId), d.destinationTitle]) : null),
        (error: unknown) => {
          logger.warn({ call: 'pages/destinations', err: describeFailure(error) }, 'destination list not read for a lead');
          return null;
        },
      ),
      source.answer('pages/country', {}).then(
        (answer) => (answer.status === 200 ? namesOf(answer.body, 'countries', countryItem, (c) => [String(c.id), c.name]) : null),
        (error: unknown) => {
          logger.warn({ call: 'pages/country', err: describeFailure(error) }, 'country list not read for a lead');
          return null;
        },
      ),
    ]);
    return { destinations, countries };
  }

  async function current(): Promise<ChoiceLists> {
    const version = await source.version().catch(() => '');
    if (kept && kept.version === version && version !== '') return kept.lists;
    const lists = read();
    // Only complete reads are kept: a list that failed is asked for again with the next lead.
    kept = { version, lists };
    const complete = await lists;
    if (!complete.destinations || !complete.countries) kept = undefined;
    return complete;
  }

  return {
    /**
     * The lists, or none after `waitMs`: a hung content service must not hold the visitor's
     * answer (the lead is then stored unchecked and without names, and delivered all the same).
     */
    async lists(waitMs = LIST_WAIT_MS): Promise<ChoiceLists> {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<ChoiceLists>((resolve) => {
        timer = setTimeout(() => {
          logger.warn({ waitMs }, 'option lists not read in time for a lead; stored without names');
          resolve({ destinations: null, countries: null });
        }, waitMs);
      });
      try {
        return await Promise.race([current(), gaveUp]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type ChoiceLookup = ReturnType<typeof createChoiceLookup>;
