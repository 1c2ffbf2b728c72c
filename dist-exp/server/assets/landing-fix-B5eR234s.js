export { t as LandingFix } from "./landing-fix-CBcdO4gH.js";
