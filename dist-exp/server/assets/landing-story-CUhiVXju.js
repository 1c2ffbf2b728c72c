export { t as LandingStory } from "./landing-story-Dc05CpmF.js";
