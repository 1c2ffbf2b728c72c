export { t as LandingProblem } from "./landing-problem-D78EKs7A.js";
