import { t as pageFieldLoad } from "./read-Bx0rmszW.js";
import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as Advisors } from "./advisors-DNDpMzui.js";
import { t as lenientArray } from "./lenient-array-B7i7cscY.js";
import { n as advisorItem } from "./page-fields-D40QRdQs.js";
import { z } from "zod";
// src/blocks/advisors/schema.ts
var advisorsProps = z.object({
	heading: z.string().default("Meet your travel advisors").describe("Heading above the profiles."),
	names: z.array(z.string().min(1)).min(1).max(4).default(["Sarah Mitchell", "David Brooks"]).describe("The advisors to show, in order, matched case-insensitively by name; each links to /{name as slug}/."),
	placeholderName: z.string().default("Advisor Name").describe("Shown when an advisor is missing from the content."),
	placeholderDesignation: z.string().default("Advisor Designation").describe("Shown when an advisor is missing."),
	placeholderDescription: z.string().default("Our experienced travel advisors plan every detail of your trip, so your family can simply enjoy it.").describe("Shown when an advisor is missing or has no description."),
	placeholderButtonText: z.string().default("Meet Our Team").describe("The button of a placeholder card (an advisor missing from the content): it names no advisor, and goes to placeholderButtonLink."),
	placeholderButtonLink: z.string().default("/about-our-travel-agency/").describe("Where a placeholder card's button goes."),
	buttonText: z.string().default("About {name}").describe("The profile button; {name} is the advisor name from names.")
});
/** The page's `advisors` list. */
var advisorsContent = lenientArray(advisorItem).optional();
// src/blocks/advisors/index.ts
var block = defineBlock({
	type: "advisors",
	description: "'Meet your travel advisors': the configured advisors matched by name in the page's `advisors`, with placeholders when one is missing.",
	props: advisorsProps,
	content: {
		schema: advisorsContent,
		load: pageFieldLoad("advisors")
	},
	component: Advisors,
	example: { content: [{
		name: "Sarah Mitchell",
		designation: "Founder & Lead Family Travel Advisor",
		description: "A mom of three who has planned family trips on six continents.",
		image: "/images/demo/advisor-sarah-mitchell.svg"
	}] }
});
export { block };
