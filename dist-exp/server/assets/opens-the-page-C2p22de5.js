// src/blocks/shared/opens-the-page.ts
/** Section types that show nothing while all is well (the page's status line). */
var INVISIBLE_WHEN_WELL = /* @__PURE__ */ new Set(["page-status"]);
/**
* Whether the section is the first thing under the header. Its first images are then above the
* fold (loaded eagerly); anywhere else they are lazy, so that they do not share the bandwidth of
* the image that opens the page, its largest paint.
*/
function opensThePage({ page, section }) {
	for (const other of page.sections) {
		if (other.id === section.id) return true;
		if (!INVISIBLE_WHEN_WELL.has(other.type)) return false;
	}
	return false;
}
export { opensThePage as t };
