import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as ContactDetails } from "./contact-details-BgajXuwr.js";
import { z } from "zod";
// src/blocks/contact-details/schema.ts
var contactCardNames = [
	"call-us",
	"office-hours",
	"address"
];
var contactDetailsProps = z.object({
	cards: z.array(z.enum(contactCardNames)).default([...contactCardNames]).describe("Which cards to show, in order: the call-us card, the office-hours card, the logo and address card."),
	callUsHeading: z.string().default("Call Us").describe("Heading of the call-us card."),
	callUsText: z.string().default("Prefer to talk it through? A Denver travel advisor is a call away.").describe("Line above the phone number."),
	hoursHeading: z.string().default("Office Hours").describe("Heading of the office-hours card (the lines come from site.json)."),
	addressHeading: z.string().default("Visit Us").describe("Heading of the logo and address card."),
	socialHeading: z.string().default("Follow our travels").describe("Label above the six social links.")
});
// src/blocks/contact-details/index.ts
var block = defineBlock({
	type: "contact-details",
	description: "The contact page's cards: call us (the phone), office hours, and the logo with the address, e-mail and six social links, all from site.json.",
	props: contactDetailsProps,
	component: ContactDetails,
	example: { props: { cards: [
		"call-us",
		"office-hours",
		"address"
	] } }
});
export { block };
