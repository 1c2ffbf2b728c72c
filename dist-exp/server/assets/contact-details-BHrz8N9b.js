export { t as ContactDetails } from "./contact-details-BgajXuwr.js";
