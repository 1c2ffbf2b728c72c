export { t as LandingBanner } from "./landing-banner-ieLEbKDo.js";
