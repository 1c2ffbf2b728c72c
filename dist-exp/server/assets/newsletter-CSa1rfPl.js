export { t as Newsletter } from "./newsletter-0qrz-q4N.js";
