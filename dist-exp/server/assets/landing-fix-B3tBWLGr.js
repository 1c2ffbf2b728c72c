import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as LandingFix } from "./landing-fix-CBcdO4gH.js";
import { z } from "zod";
// src/blocks/landing-fix/schema.ts
var landingFixProps = z.object({
	heading: z.string().default("The Fix").describe("The banner's heading (the spec's 'The Fix')."),
	subHeading: z.string().optional().describe("A line under the heading."),
	text: z.string().default("One Denver advisor who plans the whole trip around your family, books it, and stays on call until you are home.").describe("What the agency does about the problem."),
	steps: z.array(z.string().min(1)).default([]).describe("How it works, in order (shown as numbered steps)."),
	image: z.string().regex(/^\/[^\s"()]*$/).default("/images/demo/motto-sea.svg").describe("Background image (a site path), darkened for contrast."),
	buttonText: z.string().default("Talk to a Travel Expert").describe("The button label; empty for no button."),
	buttonLink: z.string().default("#lead-form").describe("Where the button goes: '#<section id>' jumps to a section of this page (the lead form).")
});
// src/blocks/landing-fix/index.ts
var block = defineBlock({
	type: "landing-fix",
	description: "The landing pages' 'The Fix' banner: heading, text, numbered steps and a button over a darkened image.",
	props: landingFixProps,
	component: LandingFix,
	example: { props: { steps: [
		"Tell us about your family",
		"Get a plan",
		"Travel relaxed"
	] } }
});
export { block };
