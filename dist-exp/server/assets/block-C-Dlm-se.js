// src/engine/block.ts
/** Thrown by a block's `load` when a call it needs failed: the section shows its error state. */
var ContentUnavailableError = class extends Error {
	constructor(call) {
		super(`content call "${call}" failed`);
		this.name = "ContentUnavailableError";
	}
};
/** Keeps the generic parameters when a block module declares itself. */
function defineBlock(definition) {
	return definition;
}
export { defineBlock as n, ContentUnavailableError as t };
