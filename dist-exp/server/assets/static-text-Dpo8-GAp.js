import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as StaticText } from "./static-text-BpOLl39l.js";
import { z } from "zod";
// src/blocks/static-text/schema.ts
var anchor = z.string().regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and hyphens");
var part = z.object({
	id: anchor.optional().describe("Anchor id, so links can point at this part (e.g. \"faq\")."),
	heading: z.string().min(1).describe("The part heading."),
	paragraphs: z.array(z.string()).default([]).describe("Paragraphs, in order."),
	list: z.array(z.string()).default([]).describe("Bullet points after the paragraphs."),
	questions: z.array(z.object({
		question: z.string().min(1),
		answer: z.string().min(1)
	})).default([]).describe("Questions and answers after the bullets (an FAQ).")
});
/** Plain static text kept in the page config: the legal, customer service and accessibility pages. */
var staticTextProps = z.object({
	heading: z.string().optional().describe("The heading of the text."),
	headingLevel: z.union([z.literal(1), z.literal(2)]).default(2).describe("1 when this heading is the page's main heading (pages without a banner)."),
	intro: z.array(z.string()).default([]).describe("Paragraphs under the heading."),
	parts: z.array(part).default([]).describe("Sub-sections with a heading, paragraphs and bullets."),
	updated: z.string().optional().describe("A line such as \"Last updated: November 1, 2026\"."),
	background: z.enum(["plain", "sand"]).default("plain").describe("Section background.")
});
// src/blocks/static-text/index.ts
var block = defineBlock({
	type: "static-text",
	description: "Plain static text from the page config (legal, customer service, accessibility): heading, paragraphs, parts.",
	props: staticTextProps,
	component: StaticText,
	example: { props: {
		heading: "Good to Know Before You Book",
		headingLevel: 2,
		parts: [{
			heading: "Bookings",
			paragraphs: ["Every booking is confirmed in writing."],
			list: []
		}]
	} }
});
export { block };
