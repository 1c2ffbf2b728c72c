export { t as AdvisorIntro } from "./advisor-intro-CuVLSgkL.js";
