import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as MonthGrid } from "./month-grid-WPbenG-8.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { d as monthlyDestinationItem } from "./page-fields-D40QRdQs.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/month-grid/schema.ts
var monthGridProps = z.object({
	...messageProps({
		empty: "No data available.",
		error: "Failed to fetch data. Please try again later."
	}),
	heading: z.string().default("Choose Your Travel Month").describe("Heading above the tiles.")
});
/** Page 16's `monthlyDestinations`: one tile per month. */
var monthGridContent = lenientArray(monthlyDestinationItem).optional();
// src/blocks/month-grid/index.ts
var block = defineBlock({
	type: "month-grid",
	description: "The months page's tiles (page 16 monthlyDestinations), each linking to /monthly/{slug}/.",
	props: monthGridProps,
	content: {
		schema: monthGridContent,
		load: pageFieldLoad("monthlyDestinations")
	},
	component: MonthGrid,
	example: { content: [{
		monthId: 1,
		title: "January",
		subTitle: "Cool, dry and sunny in Thailand",
		image: "/images/demo/month-01.svg"
	}] }
});
export { block };
