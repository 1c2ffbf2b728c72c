import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Aim } from "./aim-BhyaI_dR.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { v as textBlockItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/aim/schema.ts
var aimProps = z.object({ ...messageProps({
	empty: "No data available.",
	error: "Failed to load content. Please try again later."
}) });
/** The page's `aim` list; the first item is shown (heading, text, image). */
var aimContent = lenientArray(textBlockItem).optional();
// src/blocks/aim/index.ts
var block = defineBlock({
	type: "aim",
	description: "The about page's aim block (page `aim` list, first item): heading, text and image.",
	props: aimProps,
	content: {
		schema: aimContent,
		load: pageFieldLoad("aim")
	},
	component: Aim,
	example: { content: [{
		id: 1,
		text: "Our Aim",
		description: "Vacations that bring families closer.",
		image: "/images/demo/about-team.svg"
	}] }
});
export { block };
