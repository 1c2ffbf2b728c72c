export { t as Advisors } from "./advisors-DNDpMzui.js";
