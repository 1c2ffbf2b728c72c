import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Partners } from "./partners-kxGMAASZ.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { m as partnerItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/partners/schema.ts
var partnersProps = z.object({ heading: z.string().optional().describe("Heading above the logos; none when unset.") });
/** The page's `partners` list (the home page reads pageId 2's: set `pageId: 2` on the section). */
var partnersContent = lenientArray(partnerItem).optional();
// src/blocks/partners/index.ts
var block = defineBlock({
	type: "partners",
	description: "A strip of partner logos from the page's `partners` (the home page uses pageId 2's); hidden when empty.",
	props: partnersProps,
	content: {
		schema: partnersContent,
		load: pageFieldLoad("partners")
	},
	component: Partners,
	example: { content: [{
		id: 1,
		title: "Coral Bay Resorts",
		image: "/images/demo/partner-coral-bay.svg"
	}] }
});
export { block };
