import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as LandingProblem } from "./landing-problem-D78EKs7A.js";
import { z } from "zod";
// src/blocks/landing-problem/schema.ts
var landingProblemProps = z.object({
	eyebrow: z.string().default("Sound familiar?").describe("A short line above the heading."),
	heading: z.string().default("Planning a Family Trip Should Not Feel Like a Second Job").describe("The problem, as a heading."),
	paragraphs: z.array(z.string().min(1)).default(["Dozens of browser tabs, conflicting reviews and prices that change by the hour. By the time everything is booked, the trip feels like work before it has even begun."]).describe("The problem text, one string per paragraph."),
	points: z.array(z.string().min(1)).default([]).describe("Pain points, shown as a list after the text."),
	image: z.string().regex(/^\/[^\s"()]*$/).optional().describe("An illustration beside the text (a site path)."),
	imageAlt: z.string().default("").describe("What the image shows; empty when it is decorative.")
});
// src/blocks/landing-problem/index.ts
var block = defineBlock({
	type: "landing-problem",
	description: "A landing page's problem text: a heading, paragraphs, pain points and an optional image, all from the config.",
	props: landingProblemProps,
	component: LandingProblem,
	example: { props: {
		heading: "Too Many Cruise Lines, Too Little Time",
		points: ["Which ship suits toddlers?"]
	} }
});
export { block };
