export { t as MoreDestinations } from "./more-destinations-Bu-0hnPP.js";
