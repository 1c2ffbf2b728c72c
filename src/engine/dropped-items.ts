/**
 * The list items a lenient list (lenient-array.ts) dropped while the engine validated one
 * section, collected around that parse and reported with the section's name. Kept apart from
 * lenient-array.ts, which builds zod schemas: the renderer imports this on every page, and a
 * page's first download carries no zod (decision 006).
 */
export interface DroppedItem {
  index: number;
  message: string;
}

let collecting: DroppedItem[] | undefined;

/** Where a lenient list reports a dropped item: the parse being collected, if there is one. */
export function reportDroppedItem(dropped: DroppedItem): boolean {
  if (!collecting) return false;
  collecting.push(dropped);
  return true;
}

/** Runs a (synchronous) parse and returns what it gave with the list items it dropped. */
export function collectDroppedItems<Result>(parse: () => Result): { result: Result; dropped: DroppedItem[] } {
  const outer = collecting;
  const dropped: DroppedItem[] = [];
  collecting = dropped;
  try {
    return { result: parse(), dropped };
  } finally {
    collecting = outer;
  }
}
