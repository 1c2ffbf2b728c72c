export { t as WhereTo } from "./where-to-9ULF8Xi1.js";
