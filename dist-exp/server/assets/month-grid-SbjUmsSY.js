export { t as MonthGrid } from "./month-grid-WPbenG-8.js";
