export { t as HeroBanner } from "./hero-banner-BPvlV-1d.js";
