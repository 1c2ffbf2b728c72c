export { t as CalendarDropdown } from "./calendar-dropdown-T0WxGrr3.js";
