import type { Data, InitialHistory } from '@puckeditor/core';
import { z } from 'zod';

/**
 * Undo kept with the draft (issue 37): the page's states in Puck's history (the data of each,
 * not the screen's state) saved with the draft on the server, and handed back to Puck as its
 * `initialHistory` when the editor opens the draft again, so Undo steps back past a reload, on
 * any instance, the next day. The last MAX_ENTRIES states are kept.
 */
const MAX_ENTRIES = 20;

const itemSchema = z.object({ type: z.string(), props: z.object({ id: z.string() }).catchall(z.unknown()) });
const dataSchema = z.object({ root: z.object({ props: z.record(z.string(), z.unknown()).optional() }).catch({}), content: z.array(itemSchema) });
export const savedHistorySchema = z
  .object({ index: z.number().int().min(0), entries: z.array(dataSchema).min(1) })
  .refine((history) => history.index < history.entries.length, 'the index points past the entries');
export type SavedHistory = z.infer<typeof savedHistorySchema>;

/** What the draft keeps of Puck's history (its `histories` and `index`). */
export function savedHistory(histories: readonly { state: { data?: Data } }[], index: number): SavedHistory | undefined {
  const start = Math.max(0, histories.length - MAX_ENTRIES);
  const entries = histories.slice(start).flatMap((history) => {
    const data = dataSchema.safeParse(history.state.data);
    return data.success ? [data.data] : [];
  });
  if (entries.length !== histories.length - start || entries.length === 0) return undefined;
  return { index: Math.min(entries.length - 1, Math.max(0, index - start)), entries };
}

/** Puck's `initialHistory` from a saved one: the same states, the same place in them. */
export function initialHistoryOf(saved: SavedHistory): InitialHistory {
  const [first, ...rest] = saved.entries.map((data) => ({ state: { data: { root: data.root, content: data.content } } }));
  if (!first) throw new Error('a saved history has at least one entry');
  return { histories: [first, ...rest], index: saved.index, appendData: false };
}
