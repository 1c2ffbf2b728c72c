export { t as About } from "./about-Bbhem5Gn.js";
