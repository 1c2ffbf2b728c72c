import { a as requirePageId, i as readPage, r as readData } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as PageStatus } from "./page-status-CqY1RLL-.js";
import { z } from "zod";
// src/blocks/page-status/schema.ts
var pageStatusProps = z.object({
	errorText: z.string().default("Failed to load page data.").describe("The red line shown when the page content cannot be loaded."),
	emptyText: z.string().optional().describe("Shown when the page call answers without a data object (the home page: 'No data found'); unset shows nothing then.")
});
/** What the load found: whether the page call answered with a data object. */
var pageStatusContent = z.object({ hasData: z.boolean() }).nullable();
// src/blocks/page-status/index.ts
var block = defineBlock({
	type: "page-status",
	description: "Shows the spec's red error line when the page's content fails to load; nothing otherwise.",
	props: pageStatusProps,
	content: {
		schema: pageStatusContent,
		load: async (context, read) => {
			if (context.props.emptyText === void 0) {
				await readPage(read, requirePageId(context));
				return null;
			}
			const data = await readData(read, "pages/get", { pageId: requirePageId(context) });
			return { hasData: data !== null && typeof data === "object" };
		}
	},
	component: PageStatus
});
export { block };
