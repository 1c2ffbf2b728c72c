import { n as defineBlock } from "./block-C-Dlm-se.js";
import { i as readMonthDetails, t as detailsPart } from "./place-details-bZ1HBFQ5.js";
import { t as MonthIntro } from "./month-intro-rUSsoEtZ.js";
import { i as monthDetailsSchema } from "./details-fields-lpdanTRE.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/month-intro/schema.ts
var monthIntroProps = z.object({ ...messageProps({
	empty: "Introduction data not found.",
	error: "Failed to load introduction data. Please try again later."
}) });
/** The month's `introduction`: title, description and an optional button. */
var monthIntroContent = monthDetailsSchema.shape.introduction;
// src/blocks/month-intro/index.ts
var block = defineBlock({
	type: "month-intro",
	description: "The month detail page's introduction (title, description, optional button), month found by the route slug.",
	props: monthIntroProps,
	content: {
		schema: monthIntroContent,
		load: async (context, read) => detailsPart(await readMonthDetails(read, context.params.slug ?? ""), "introduction")
	},
	component: MonthIntro,
	example: { content: {
		title: "Where to Travel in January",
		description: "Thailand at its best.",
		buttonText: "Plan my trip",
		buttonLink: "/go/"
	} }
});
export { block };
