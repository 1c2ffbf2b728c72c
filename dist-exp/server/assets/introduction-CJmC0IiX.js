export { t as Introduction } from "./introduction-BJw_DZDO.js";
