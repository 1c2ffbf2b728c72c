import { jsx } from "react/jsx-runtime";
// src/blocks/appointment-panel/calendar-day.tsx
/**
* react-day-picker's day cell without its role="gridcell": a <td> in the calendar's role="grid"
* table is a grid cell already, and HTML forbids a role there (the Nu checker refuses the page).
* Everything else the library puts on the cell (aria-selected, its classes) stays.
*/
function CalendarDay({ day: _day, modifiers: _modifiers, role: _role, ...cell }) {
	return /* @__PURE__ */ jsx("td", { ...cell });
}
export { CalendarDay as t };
