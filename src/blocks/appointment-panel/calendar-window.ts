/**
 * The years the calendar's year dropdown offers: ten before and ten after today's year.
 *
 * Spec 2 §9 lets the original calendar reach from year 1 to "far in the future" through century,
 * decade and year views. A dropdown lists each year as an option, so that reach would put some
 * 10,000 options into every render of the page; an appointment is booked in the coming months,
 * and 21 years keep the dropdown short and still let a visitor jump years both ways. The arrows
 * stop at the window's ends. (docs/forms.md)
 */
export const YEARS_EACH_WAY = 10;

export function calendarWindow(today: Date): { startMonth: Date; endMonth: Date } {
  const startMonth = new Date(today.getFullYear() - YEARS_EACH_WAY, 0, 1);
  const endMonth = new Date(today.getFullYear() + YEARS_EACH_WAY, 11, 1);
  return { startMonth, endMonth };
}
