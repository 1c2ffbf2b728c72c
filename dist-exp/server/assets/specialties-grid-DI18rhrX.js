import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { g as specialityItem } from "./page-fields-D40QRdQs.js";
import { t as SpecialtiesGrid } from "./specialties-grid-DKF4wXJI.js";
import { z } from "zod";
// src/blocks/specialties-grid/schema.ts
var specialtiesGridProps = z.object({ heading: z.string().optional().describe("Heading above the grid; none when unset.") });
/** The page's `specialities` list (name, image, url or pageId). */
var specialtiesGridContent = lenientArray(specialityItem).optional();
// src/blocks/specialties-grid/index.ts
var block = defineBlock({
	type: "specialties-grid",
	description: "The page's specialities as 300 px image tiles in 1/2/3 columns; a tile opens its url in a new tab, else /page/{pageId}/.",
	props: specialtiesGridProps,
	content: {
		schema: specialtiesGridContent,
		load: pageFieldLoad("specialities")
	},
	component: SpecialtiesGrid,
	example: {
		props: { heading: "Our Specialties" },
		content: [{
			id: 1,
			name: "Family Travel",
			image: "/images/demo/family-beach.svg",
			url: "/family-travel/"
		}]
	}
});
export { block };
