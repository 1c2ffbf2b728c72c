import { z } from 'zod';
import { reportDroppedItem } from './dropped-items';

export { collectDroppedItems, type DroppedItem } from './dropped-items';

function issuesOf(error: { issues: readonly z.core.$ZodIssue[] }): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(item)'}: ${issue.message}`)
    .join('; ');
}

/**
 * A list from content where one bad item drops that item, not the list: the other items render
 * and the bad one is reported as a diagnostic (one per item). Parsing is synchronous, so the
 * items dropped while the engine validates one section are collected around that parse
 * (`collectDroppedItems`) and reported with the section's name; a parse outside it warns alone.
 */
/** What a bad item parses to inside the list, before the list leaves it out. */
const DROPPED = Symbol('dropped list item');

/**
 * Each item is parsed with `.catch`, so the list's JSON Schema (the editor's, the block catalogue's)
 * still describes its items; the caught items leave the list in its transform, in order.
 */
export function lenientArray<Item extends z.ZodType>(item: Item) {
  let faults: string[] = [];
  const caught = item.catch((ctx) => {
    faults.push(issuesOf(ctx.error));
    // The sentinel is ours, never content: it only marks the place of a bad item for the transform.
    return DROPPED as unknown as z.output<Item>;
  });
  return z.array(caught).transform((items) => {
    const messages = faults;
    faults = [];
    const kept: z.output<Item>[] = [];
    items.forEach((value, index) => {
      if (value !== DROPPED) {
        kept.push(value);
        return;
      }
      const dropped = { index, message: messages.shift() ?? 'invalid item' };
      if (!reportDroppedItem(dropped)) console.warn(`[content] list item ${index} dropped: ${dropped.message}`);
    });
    return kept;
  });
}
