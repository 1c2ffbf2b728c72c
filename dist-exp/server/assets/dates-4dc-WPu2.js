// src/lib/denver-clock.ts
var HOUR = 36e5;
var FIRST_YEAR_OF_RULE = 2007;
/** The day of the month of the `nth` Sunday of a month (UTC calendar). */
function nthSunday(year, month, nth) {
	return 1 + (7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7 + 7 * (nth - 1);
}
function isDaylightTime(instant, year) {
	const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 9);
	const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 8);
	return instant >= starts && instant < ends;
}
function denverWallClock(date) {
	const instant = date.getTime();
	const utcYear = date.getUTCFullYear();
	if (utcYear < FIRST_YEAR_OF_RULE) return void 0;
	const local = new Date(instant + (isDaylightTime(instant, utcYear) ? -6 : -7) * HOUR);
	return {
		year: local.getUTCFullYear(),
		month: local.getUTCMonth(),
		day: local.getUTCDate(),
		hour: local.getUTCHours(),
		minute: local.getUTCMinutes()
	};
}
// src/lib/dates.ts
/**
* Dates from content (ISO strings) as visitors read them. The agency is in Denver, so times are
* shown in its zone; a fixed zone also makes the server's HTML equal the browser's render.
* A calendar date without a time ("2026-01-02") is no instant: it prints as that date, in no zone
* (JavaScript would read it as UTC midnight, the evening before in Denver).
*/
var TIME_ZONE = "America/Denver";
/**
* Intl only where denver-clock.ts cannot answer (years before its rule): made on first use, as
* the first formatter a page makes sets up ICU (see denver-clock.ts for the cost).
*/
function lazily(make) {
	let made;
	return () => made ??= make();
}
var dateFormat = lazily(() => new Intl.DateTimeFormat("en-US", {
	month: "long",
	day: "numeric",
	year: "numeric",
	timeZone: TIME_ZONE
}));
var timeFormat = lazily(() => new Intl.DateTimeFormat("en-US", {
	hour: "numeric",
	minute: "2-digit",
	timeZone: TIME_ZONE
}));
var CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
function parse(value) {
	const text = value?.trim();
	if (!text) return void 0;
	const calendar = CALENDAR_DATE.test(text);
	const date = new Date(calendar ? `${text}T00:00:00Z` : text);
	return Number.isNaN(date.getTime()) ? void 0 : {
		date,
		calendar
	};
}
/** ICU versions differ in the space they put before "AM" (U+202F or U+0020): always a plain space. */
var plainSpaces = (text) => text.replace(/\s/g, " ");
/** "January 14, 2026"; undefined when the value is missing or not a date. */
function formatDate(value) {
	const parsed = parse(value);
	if (!parsed) return void 0;
	const { date } = parsed;
	if (parsed.calendar) return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
	const clock = denverWallClock(date);
	return clock ? `${MONTH_NAMES[clock.month]} ${clock.day}, ${clock.year}` : plainSpaces(dateFormat().format(date));
}
/** "9:00 AM" (Denver time); undefined when the value is missing, not a date, or a date without a time. */
function formatTime(value) {
	const parsed = parse(value);
	if (!parsed || parsed.calendar) return void 0;
	const clock = denverWallClock(parsed.date);
	if (!clock) return plainSpaces(timeFormat().format(parsed.date));
	return `${clock.hour % 12 || 12}:${String(clock.minute).padStart(2, "0")} ${clock.hour < 12 ? "AM" : "PM"}`;
}
/** The machine-readable value for a <time dateTime> attribute: "2026-01-02" for a calendar date. */
function isoDate(value) {
	const parsed = parse(value);
	if (!parsed) return void 0;
	return parsed.calendar ? parsed.date.toISOString().slice(0, 10) : parsed.date.toISOString();
}
/** The months of the year, January first: the enquiry form's month select and the demo content. */
var MONTH_NAMES = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December"
];
export { isoDate as i, formatDate as n, formatTime as r, MONTH_NAMES as t };
