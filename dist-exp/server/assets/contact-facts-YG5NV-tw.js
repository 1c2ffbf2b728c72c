import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as ContactFacts } from "./contact-facts-DMOpuAIx.js";
import { z } from "zod";
// src/blocks/contact-facts/schema.ts
var contactFactNames = [
	"phone",
	"email",
	"customerServiceHours",
	"officeHours",
	"address"
];
var link = z.object({
	label: z.string().min(1).describe("Visible link text."),
	href: z.string().min(1).describe("A canonical site path (with trailing slash, optionally #anchor) or an https URL.")
});
/** The agency's contact facts, read from the site config so they are written in one place. */
var contactFactsProps = z.object({
	heading: z.string().default("Contact Us").describe("Heading of the box."),
	intro: z.string().optional().describe("A line under the heading."),
	facts: z.array(z.enum(contactFactNames)).default(["phone", "email"]).describe("Which facts to show, in order (values come from site.json)."),
	links: z.array(link).default([]).describe("Links under the facts (e.g. the FAQ)."),
	note: z.string().optional().describe("A closing note, e.g. how to give feedback.")
});
// src/blocks/contact-facts/index.ts
var block = defineBlock({
	type: "contact-facts",
	description: "The agency's phone, e-mail, hours or address from site.json, with optional links and a note.",
	props: contactFactsProps,
	component: ContactFacts,
	example: { props: { facts: [
		"phone",
		"email",
		"customerServiceHours"
	] } }
});
export { block };
