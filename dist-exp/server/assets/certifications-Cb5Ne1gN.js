export { t as Certifications } from "./certifications-C72UDgC9.js";
