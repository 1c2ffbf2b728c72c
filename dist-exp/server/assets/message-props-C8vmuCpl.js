import { z } from "zod";
// src/blocks/shared/message-props.ts
/** Props for the spec's per-section texts, so each page can use the wording its spec section gives. */
var messageProps = (defaults) => ({
	emptyText: z.string().default(defaults.empty).describe("Shown when the content has no item."),
	errorText: z.string().default(defaults.error).describe("Shown in red when loading fails.")
});
export { messageProps as t };
