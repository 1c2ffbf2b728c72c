import { z } from 'zod';
import { reportDroppedItem } from './dropped-items';

export { collectDroppedItems, type DroppedItem } from './dropped-items';

function issuesOf(error: z.ZodError): string {
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
export function lenientArray<Item extends z.ZodType>(item: Item) {
  return z.array(z.unknown()).transform((items) => {
    const kept: z.output<Item>[] = [];
    items.forEach((raw, index) => {
      const parsed = item.safeParse(raw);
      if (parsed.success) {
        kept.push(parsed.data);
        return;
      }
      const dropped = { index, message: issuesOf(parsed.error) };
      if (!reportDroppedItem(dropped)) console.warn(`[content] list item ${index} dropped: ${dropped.message}`);
    });
    return kept;
  });
}
