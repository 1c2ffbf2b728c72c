import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as LandingStory } from "./landing-story-Dc05CpmF.js";
import { z } from "zod";
// src/blocks/landing-story/schema.ts
var landingStoryProps = z.object({
	heading: z.string().default("Why We Plan Family Trips").describe("The story's heading."),
	paragraphs: z.array(z.string().min(1)).default(["We started Travel N Relax because our own family trips taught us how much difference a good plan makes."]).describe("The story, one string per paragraph."),
	signature: z.string().optional().describe("Who tells the story, e.g. \"Sarah Mitchell, founder\"."),
	image: z.string().regex(/^\/[^\s"()]*$/).optional().describe("A photo beside the story (a site path)."),
	imageAlt: z.string().default("").describe("What the image shows; empty when it is decorative.")
});
// src/blocks/landing-story/index.ts
var block = defineBlock({
	type: "landing-story",
	description: "The family landing page's story text: heading, paragraphs, a signature and an optional photo, from the config.",
	props: landingStoryProps,
	component: LandingStory,
	example: { props: { signature: "Sarah Mitchell, founder" } }
});
export { block };
