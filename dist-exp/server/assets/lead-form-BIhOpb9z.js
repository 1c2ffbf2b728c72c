import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as readCountries } from "./option-lists-CvGMX-Pf.js";
import { n as LEAD_PAGE } from "./lead-request-D19jFA5p.js";
import { t as LeadForm } from "./lead-form-Dvr7Krjl.js";
import { n as countryItem } from "./details-fields-lpdanTRE.js";
import "./lead-rules-CGZNwD1r.js";
import { z } from "zod";
// src/blocks/lead-form/schema.ts
var leadFormProps = z.object({
	heading: z.string().default("Talk to a Family Travel Expert").describe("The heading beside the form."),
	intro: z.string().default("Tell us a little about your trip. A Denver travel advisor will call you back, usually within one business day.").describe("A sentence or two under the heading."),
	points: z.array(z.string().min(1)).default([
		"A plan built around your family",
		"No fees for our planning time",
		"A real person to call before, during and after"
	]).describe("Short reasons to ask, shown as a list beside the form."),
	leadPage: z.string().regex(LEAD_PAGE, "lower-case letters, digits and hyphens, e.g. landing-cruise").optional().describe("The page marker sent as lead_page; defaults to the page's path without slashes (e.g. landing-cruise)."),
	commentHint: z.string().default("Write 100-150 characters").describe("Hint under the comment field (advisory only)."),
	submitText: z.string().default("Talk to a Travel Expert").describe("The submit button label.")
});
/** The country list of pages/country; a failed list is logged and left empty. */
var leadFormContent = z.object({ countries: z.array(countryItem) });
// src/blocks/lead-form/index.ts
var block = defineBlock({
	type: "lead-form",
	description: "The landing pages' lead form (enquiries/lead_contact) tagged with the page's marker, checked on submit with the shared rules; works without JavaScript.",
	props: leadFormProps,
	content: {
		schema: leadFormContent,
		load: async (_context, read) => ({ countries: await readCountries(read) })
	},
	component: LeadForm,
	example: { content: { countries: [{
		id: 1,
		name: "United States"
	}, {
		id: 2,
		name: "Canada"
	}] } }
});
export { block };
