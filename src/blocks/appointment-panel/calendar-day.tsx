import type { DayProps } from 'react-day-picker';

/**
 * react-day-picker's day cell without its role="gridcell": a <td> in the calendar's role="grid"
 * table is a grid cell already, and HTML forbids a role there (the Nu checker refuses the page).
 * Everything else the library puts on the cell (aria-selected, its classes) stays.
 */
export function CalendarDay({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...cell} />;
}
