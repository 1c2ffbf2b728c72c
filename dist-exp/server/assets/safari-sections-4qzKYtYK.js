export { t as SafariSections } from "./safari-sections-Dq6Yd6ZX.js";
