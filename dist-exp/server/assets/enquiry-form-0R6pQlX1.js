import { n as defineBlock } from "./block-C-Dlm-se.js";
import { n as readDestinations, r as readTelephoneCodesOrBuiltIn } from "./option-lists-CvGMX-Pf.js";
import { n as EnquiryForm } from "./enquiry-form-0o6tJ1w-.js";
import { r as destinationOption, s as telephoneCodeOption } from "./details-fields-lpdanTRE.js";
import { z } from "zod";
// src/blocks/enquiry-form/schema.ts
var enquiryFormProps = z.object({
	heading: z.string().default("Plan Your Trip With Us").describe("The heading above the form."),
	intro: z.string().default("Tell us about your trip and a Denver travel advisor will get back to you within two business days.").describe("One or two sentences under the heading."),
	tripLegend: z.string().default("Your Trip").describe("Legend of the trip fields."),
	detailsLegend: z.string().default("Your Details").describe("Legend of the contact fields."),
	commentsHint: z.string().default("Write 100-150 characters").describe("Hint under the comments field (advisory only)."),
	submitText: z.string().default("Submit Enquiry").describe("The submit button label.")
});
/** The option lists the form reads; a failed list is logged and left empty (spec 2 §8). */
var enquiryFormContent = z.object({
	destinations: z.array(destinationOption),
	telephoneCodes: z.array(telephoneCodeOption)
});
// src/blocks/enquiry-form/index.ts
var block = defineBlock({
	type: "enquiry-form",
	description: "The Your Trip and Your Details enquiry form (enquiries/register), checked on submit with the shared rules; works without JavaScript.",
	props: enquiryFormProps,
	content: {
		schema: enquiryFormContent,
		load: async (_context, read) => {
			const [destinations, telephoneCodes] = await Promise.all([readDestinations(read), readTelephoneCodesOrBuiltIn(read)]);
			return {
				destinations,
				telephoneCodes
			};
		}
	},
	component: EnquiryForm,
	example: { content: {
		destinations: [{
			destinationId: 1,
			destinationTitle: "Kenya"
		}, {
			destinationId: 2,
			destinationTitle: "Italy"
		}],
		telephoneCodes: [{
			id: 1,
			name: "United States",
			code: "+1"
		}, {
			id: 2,
			name: "Canada",
			code: "+1"
		}]
	} }
});
export { block };
