import { r as readData } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { o as specialityLinkItem } from "./details-fields-lpdanTRE.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { t as SpecialityLinks } from "./speciality-links-C-T66HS9.js";
import { z } from "zod";
// src/blocks/speciality-links/schema.ts
var specialityLinksProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to load specialties. Please try again later."
	}),
	heading: z.string().default("Our Specialties").describe("Heading above the links.")
});
/** `pages/specialities_list`: id, name, url. */
var specialityLinksContent = lenientArray(specialityLinkItem).optional();
// src/blocks/speciality-links/index.ts
var block = defineBlock({
	type: "speciality-links",
	description: "The specialities link list from pages/specialities_list (destinations page).",
	props: specialityLinksProps,
	content: {
		schema: specialityLinksContent,
		load: (_context, read) => readData(read, "pages/specialities_list", {})
	},
	component: SpecialityLinks,
	example: { content: [{
		id: 1,
		name: "Family Travel",
		url: "/family-travel/"
	}] }
});
export { block };
