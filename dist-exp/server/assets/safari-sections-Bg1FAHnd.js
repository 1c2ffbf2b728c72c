import { n as pageFieldsLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as SafariSections } from "./safari-sections-Dq6Yd6ZX.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/safari-sections/schema.ts
var safariSectionsProps = z.object({
	heading: z.string().optional().describe("The page's main heading (h1) above the sections, e.g. 'Kenya Safari Vacations'."),
	errorText: z.string().default("Failed to load content").describe("Shown in red when loading fails or no section comes back."),
	maxIntroduction: z.number().int().min(0).default(5).describe("Use at most this many introduction items (spec: 5)."),
	maxMotto: z.number().int().min(0).default(2).describe("Then at most this many motto items (spec: 2)."),
	uploadsPath: z.string().regex(/^\/.*\/$/, "a site path ending in \"/\"").default("/images/demo/").describe("Where bare image file names live (the site uploads path for page images).")
});
/** Page 28's `introduction` and `motto` lists. */
var safariSectionsContent = z.object({
	introduction: lenientArray(textBlockItem).nullish().transform((v) => v ?? []),
	motto: lenientArray(textBlockItem).nullish().transform((v) => v ?? [])
});
// src/blocks/safari-sections/index.ts
var block = defineBlock({
	type: "safari-sections",
	description: "The safari page's alternating image/text sections: at most 5 introduction and 2 motto items.",
	props: safariSectionsProps,
	content: {
		schema: safariSectionsContent,
		load: pageFieldsLoad(["introduction", "motto"])
	},
	component: SafariSections,
	example: { content: {
		introduction: [{
			id: 1,
			text: "The Maasai Mara",
			description: "Lions follow the herds.",
			image: "kenya-savanna.svg"
		}],
		motto: []
	} }
});
export { block };
