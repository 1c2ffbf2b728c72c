import { n as defineBlock } from "./block-C-Dlm-se.js";
import { r as readCountryDetails, t as detailsPart } from "./place-details-bZ1HBFQ5.js";
import { t as CountryOverview } from "./country-overview-C7wLjdd6.js";
import { t as countryDetailsSchema } from "./details-fields-lpdanTRE.js";
import { t as messageProps } from "./message-props-C8vmuCpl.js";
import { z } from "zod";
// src/blocks/country-overview/schema.ts
var countryOverviewProps = z.object({ ...messageProps({
	empty: "No data available.",
	error: "Failed to fetch overview data. Please try again later."
}) });
/** The country's `overViewData`: title, description and an optional button opening in a new tab. */
var countryOverviewContent = countryDetailsSchema.shape.overViewData;
// src/blocks/country-overview/index.ts
var block = defineBlock({
	type: "country-overview",
	description: "The country page's overview: title, description and an optional button opening in a new tab.",
	props: countryOverviewProps,
	content: {
		schema: countryOverviewContent,
		load: async (context, read) => detailsPart(await readCountryDetails(read, context.params.id ?? ""), "overViewData")
	},
	component: CountryOverview,
	example: { content: {
		overviewTitle: "Discover Kenya",
		overviewDescription: "Kenya is where safari began.",
		overviewButtonText: "Plan my safari",
		overviewButtonLink: "/landing-kenya-vacations/"
	} }
});
export { block };
