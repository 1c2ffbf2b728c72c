import { z } from "zod";
// src/engine/dropped-items.ts
var collecting;
/** Where a lenient list reports a dropped item: the parse being collected, if there is one. */
function reportDroppedItem(dropped) {
	if (!collecting) return false;
	collecting.push(dropped);
	return true;
}
/** Runs a (synchronous) parse and returns what it gave with the list items it dropped. */
function collectDroppedItems(parse) {
	const outer = collecting;
	const dropped = [];
	collecting = dropped;
	try {
		return {
			result: parse(),
			dropped
		};
	} finally {
		collecting = outer;
	}
}
// src/engine/lenient-array.ts
function issuesOf(error) {
	return error.issues.slice(0, 3).map((issue) => `${issue.path.length ? issue.path.join(".") : "(item)"}: ${issue.message}`).join("; ");
}
/**
* A list from content where one bad item drops that item, not the list: the other items render
* and the bad one is reported as a diagnostic (one per item). Parsing is synchronous, so the
* items dropped while the engine validates one section are collected around that parse
* (`collectDroppedItems`) and reported with the section's name; a parse outside it warns alone.
*/
/** What a bad item parses to inside the list, before the list leaves it out. */
var DROPPED = Symbol("dropped list item");
/**
* Each item is parsed with `.catch`, so the list's JSON Schema (the editor's, the block catalogue's)
* still describes its items; the caught items leave the list in its transform, in order.
*/
function lenientArray(item) {
	let faults = [];
	const caught = item.catch((ctx) => {
		faults.push(issuesOf(ctx.error));
		return DROPPED;
	});
	return z.array(caught).transform((items) => {
		const messages = faults;
		faults = [];
		const kept = [];
		items.forEach((value, index) => {
			if (value !== DROPPED) {
				kept.push(value);
				return;
			}
			const dropped = {
				index,
				message: messages.shift() ?? "invalid item"
			};
			if (!reportDroppedItem(dropped)) console.warn(`[content] list item ${index} dropped: ${dropped.message}`);
		});
		return kept;
	});
}
export { collectDroppedItems as n, lenientArray as t };
