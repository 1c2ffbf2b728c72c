import { u as metaFields } from "./page-fields-D40QRdQs.js";
import { i as readPage, r as readData } from "./read-Bx0rmszW.js";
import { z } from "zod";
// src/site/meta-sources/page.ts
var pageMeta = z.object(metaFields);
/**
* Whether the content source answers at all: the regions every page's footer reads (read once per
* request, so asking costs nothing more). A source that answers this but not a page id does not
* know that id; a source that answers nothing is down, and the page shows its error lines instead.
*/
async function contentSourceAnswers(read) {
	return readData(read, "pages/regions", {}).then(() => true, () => false);
}
/**
* Title, description and keywords from the page's own content (meta_title, meta_description,
* meta_keyword). On the generic route `/page/:pageId/`, an id that is not a page id (`abc`) or
* that the content source does not know (`999`) is the 404 page.
*/
var metaSource = async ({ pageId, params }, read) => {
	if (pageId === void 0) return params.pageId === void 0 ? {} : { notFound: true };
	const idFromUrl = params.pageId !== void 0;
	const content = await readPage(read, pageId).catch(async (error) => {
		if (idFromUrl && await contentSourceAnswers(read)) return void 0;
		throw error;
	});
	if (!content) {
		if (!idFromUrl) return {};
		console.warn(`[page] the content source has no page ${pageId}`);
		return { notFound: true };
	}
	const parsed = pageMeta.safeParse(content);
	if (!parsed.success) return {};
	return {
		title: parsed.data.meta_title,
		description: parsed.data.meta_description,
		keywords: parsed.data.meta_keyword
	};
};
export { metaSource };
