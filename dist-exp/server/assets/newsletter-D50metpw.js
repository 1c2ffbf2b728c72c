import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Newsletter } from "./newsletter-0qrz-q4N.js";
import { z } from "zod";
// src/blocks/newsletter/schema.ts
var newsletterProps = z.object({
	heading: z.string().default("Curious About Travel?").describe("Heading of the box (spec text)."),
	text: z.string().default("Get trip ideas, seasonal deals and travel tips from our Denver advisors, once a month.").describe("Text under the heading."),
	emailLabel: z.string().default("Your e-mail address").describe("Visible label of the e-mail field."),
	buttonText: z.string().default("Sign Up").describe("The button label (spec text)."),
	source: z.string().default("inspiration").describe("Stored with the address: where the visitor signed up."),
	socialHeading: z.string().default("Follow us").describe("Label above the social links (from site.json).")
});
// src/blocks/newsletter/index.ts
var block = defineBlock({
	type: "newsletter",
	description: "The hub's 'Curious About Travel?' newsletter box: e-mail, Sign Up (newsletter/subscribe), social links.",
	props: newsletterProps,
	component: Newsletter
});
export { block };
