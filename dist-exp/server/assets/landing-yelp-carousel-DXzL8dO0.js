import { n as defineBlock } from "./block-C-Dlm-se.js";
import { t as LandingYelpCarousel } from "./landing-yelp-carousel-qpVvEjWF.js";
import { t as carouselMotionProps } from "./carousel-motion-props-BkEuu3X6.js";
import { z } from "zod";
// src/blocks/landing-yelp-carousel/testimonials.ts
var landingTestimonials = [
	{
		id: 1,
		name: "Jessica M.",
		description: "Sarah planned our first trip to Disney World with three kids under eight and it was flawless. Fast passes, character breakfasts, a hotel close enough for afternoon naps. She even warned us about the afternoon thunderstorms and built indoor time into every day. We came home rested, which I did not think was possible.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 2,
		name: "Marcus T.",
		description: "Booked our family cruise to Alaska. Every detail handled, and the kids still talk about the glaciers.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 3,
		name: "The Okafor Family",
		description: "We had eleven people across three generations, two dietary restrictions and a grandmother who uses a wheelchair. Travel N Relax found a resort in Mexico where everyone had something to love and nobody had to walk far. When our flight out of Denver was cancelled they rebooked all eleven of us before we had even left the gate.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 4,
		name: "Priya S.",
		description: "Our anniversary trip to Italy was perfect from the first transfer to the last dinner. Worth every penny.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 5,
		name: "Daniel R.",
		description: "I was skeptical about using a travel agent when everything is online, but David saved us money on our Universal trip and got us perks we would never have found ourselves. Early park admission, a room upgrade and a dinner reservation that was supposedly sold out for months.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 6,
		name: "Hannah L.",
		description: "Fast answers, honest advice and a wonderful week in Costa Rica with our teenagers. We will be back.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 7,
		name: "Chris and Amanda W.",
		description: "We planned a surprise 40th birthday trip for twelve friends. Travel N Relax coordinated flights from four cities, a villa, a private chef night and a boat day, and kept the secret the whole time. The birthday girl cried happy tears at the airport. Cannot recommend them enough for group celebrations.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 8,
		name: "Tomás G.",
		description: "The river cruise was a dream, and the pre-cruise days in Budapest were planned beautifully.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 3,
		name: "Rebecca K.",
		description: "Third trip with this team and they keep getting better. This time it was a Caribbean cruise with our toddler. They picked a ship with a great kids club, a cabin near the elevator for the stroller, and shore excursions short enough for nap schedules. Everything just worked.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 9,
		name: "Nathan P.",
		description: "Colorado ski week for the whole family, lessons and rentals sorted before we arrived. Zero stress.",
		rating: "5",
		image: "",
		platform: "yelp"
	},
	{
		id: 7,
		name: "Lauren and Mike D.",
		description: "Our honeymoon in Bora Bora was beyond anything we imagined. An overwater bungalow, surprise champagne on arrival and a sunset catamaran we would never have booked ourselves. Travel N Relax answered every nervous question in the months before the wedding and made the whole thing feel effortless.",
		rating: "5",
		image: "",
		platform: "yelp"
	}
];
// src/blocks/landing-yelp-carousel/schema.ts
var testimonial = z.object({
	id: z.number().int().describe("The testimonial id (ids may repeat, as in the spec)."),
	name: z.string().min(1).describe("The reviewer's name."),
	description: z.string().min(1).describe("The review text."),
	rating: z.string().regex(/^[0-5]$/, "a rating from \"0\" to \"5\"").default("5").describe("Stars out of 5, as text."),
	image: z.string().default("").describe("A photo (unused by the spec: empty)."),
	platform: z.enum(["yelp"]).optional().describe("The review site whose icon shows.")
});
var landingYelpCarouselProps = z.object({
	heading: z.string().default("Find us on Yelp").describe("The carousel's heading."),
	testimonials: z.array(testimonial).min(1).default(landingTestimonials).describe("The reviews, in order; one shows at a time."),
	readMoreAfter: z.number().int().min(1).default(250).describe("Read More / Read Less shows only for texts longer than this many characters."),
	...carouselMotionProps
});
// src/blocks/landing-yelp-carousel/index.ts
var block = defineBlock({
	type: "landing-yelp-carousel",
	description: "The 'Find us on Yelp' carousel of the landing pages: one review at a time with name, 5 stars and text clamped to 5 lines; Read More over 250 characters; previous and next wrap.",
	props: landingYelpCarouselProps,
	component: LandingYelpCarousel
});
export { block };
