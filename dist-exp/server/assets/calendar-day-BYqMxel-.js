export { t as CalendarDay } from "./calendar-day-BuCY65oU.js";
