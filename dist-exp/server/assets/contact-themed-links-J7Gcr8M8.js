export { t as ContactThemedLinks } from "./contact-themed-links-DD5SXMzd.js";
