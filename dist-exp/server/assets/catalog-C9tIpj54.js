import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Catalog } from "./catalog-CAjQx_IH.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { a as catalogItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/catalog/schema.ts
var catalogProps = z.object({
	heading: z.string().optional().describe("Heading above the catalogue; none when unset."),
	linkText: z.string().default("Ready To Travel?").describe("Each section's call-to-action label."),
	linkHref: z.string().default("/go/").describe("Each section's call-to-action target.")
});
/** The page's `catalog` list. */
var catalogContent = lenientArray(catalogItem).optional();
// src/blocks/catalog/index.ts
var block = defineBlock({
	type: "catalog",
	description: "The page's catalogue as sections alternating image-left and image-right, each with a 'Ready To Travel?' link to /go/.",
	props: catalogProps,
	content: {
		schema: catalogContent,
		load: pageFieldLoad("catalog")
	},
	component: Catalog,
	example: { content: [{
		id: 1,
		text: "Family Vacations Without the Stress",
		description: "We think about the small things.",
		image: "/images/demo/catalog-family.svg"
	}] }
});
export { block };
