import { t as StatusMessage } from "./status-message-DzKJqLl0.js";
import { t as CalendarDay } from "./calendar-day-BuCY65oU.js";
import { t as CalendarDropdown } from "./calendar-dropdown-T0WxGrr3.js";
import { useNavigate } from "react-router-dom";
import { useId, useState } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
import { DayPicker } from "react-day-picker";
function calendarWindow(today) {
	return {
		startMonth: new Date(today.getFullYear() - 10, 0, 1),
		endMonth: new Date(today.getFullYear() + 10, 11, 1)
	};
}
// src/blocks/appointment-panel/today.ts
/**
* The calendar's "today" travels from the server to the browser in the section's content, so the
* hydrated calendar matches the server HTML. It is the date in one fixed time zone (the panel's),
* so server and browser agree except across that zone's midnight, and then only until the browser
* revalidates.
*/
var ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
function isoDateIn(timeZone, now = /* @__PURE__ */ new Date()) {
	return new Intl.DateTimeFormat("en-CA", {
		timeZone,
		year: "numeric",
		month: "2-digit",
		day: "2-digit"
	}).format(now);
}
/** A local calendar date (midnight) from YYYY-MM-DD: the same day whatever the machine's zone. */
function localDate(iso) {
	const [year, month, day] = iso.split("-").map(Number);
	const date = new Date(2e3, (month ?? 1) - 1, day ?? 1);
	date.setFullYear(year ?? 2e3);
	return date;
}
// src/blocks/appointment-panel/appointment-panel.tsx
var dateLabel = new Intl.DateTimeFormat("en-US", {
	weekday: "long",
	year: "numeric",
	month: "long",
	day: "numeric"
});
/**
* A day's accessible name holds its visible number as a word ("Sunday, November 1, 2026", not the
* default "November 1st"), so speech users can say what they see (WCAG 2.5.3 Label in Name).
*/
var labelDayButton = (date, modifiers) => `${modifiers.today ? "Today, " : ""}${dateLabel.format(date)}${modifiers.selected ? ", selected" : ""}`;
var iconProps = {
	width: 18,
	height: 18,
	viewBox: "0 0 24 24",
	fill: "none",
	stroke: "currentColor",
	strokeWidth: 2,
	"aria-hidden": true
};
function ClockIcon() {
	return /* @__PURE__ */ jsxs("svg", {
		...iconProps,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "9"
		}), /* @__PURE__ */ jsx("path", { d: "M12 7v5l3 2" })]
	});
}
function GlobeIcon() {
	return /* @__PURE__ */ jsxs("svg", {
		...iconProps,
		children: [/* @__PURE__ */ jsx("circle", {
			cx: "12",
			cy: "12",
			r: "9"
		}), /* @__PURE__ */ jsx("path", { d: "M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" })]
	});
}
/**
* 'Appointment With ...': a 30 minute meeting, name and phone inputs, a month calendar (today by
* default; month and year dropdowns jump months and years) and a Contact button to the enquiry page,
* which takes the name and phone typed here along. Nothing is booked (the spec shows no call).
*/
function AppointmentPanel({ props, content, status }) {
	const id = useId();
	const navigate = useNavigate();
	const [picked, setPicked] = useState(void 0);
	const openContactPage = (event) => {
		event.preventDefault();
		const query = new URLSearchParams();
		for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string" && value.trim()) query.set(name, value.trim());
		navigate(query.size ? `${props.contactLink}?${query}` : props.contactLink);
	};
	if (status !== "ready" || !content) return /* @__PURE__ */ jsx(StatusMessage, {
		tone: "info",
		children: "Loading..."
	});
	const today = localDate(content.today);
	const selected = picked ?? today;
	const { startMonth, endMonth } = calendarWindow(today);
	return /* @__PURE__ */ jsx("section", {
		className: "appointment-panel section section--sand",
		"aria-labelledby": `${id}-heading`,
		children: /* @__PURE__ */ jsx("div", {
			className: "container",
			children: /* @__PURE__ */ jsxs("div", {
				className: "appointment-panel__card",
				children: [
					/* @__PURE__ */ jsxs("div", {
						className: "appointment-panel__intro",
						children: [/* @__PURE__ */ jsx("h2", {
							id: `${id}-heading`,
							children: `Appointment With ${props.advisorName}`
						}), /* @__PURE__ */ jsxs("ul", {
							className: "appointment-panel__meta",
							children: [/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(ClockIcon, {}), `${props.meetingMinutes} Minute Meeting`] }), /* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(GlobeIcon, {}), props.timeZoneLabel] })]
						})]
					}),
					/* @__PURE__ */ jsxs("div", {
						className: "appointment-panel__calendar",
						children: [/* @__PURE__ */ jsx(DayPicker, {
							mode: "single",
							required: true,
							selected,
							onSelect: setPicked,
							today,
							defaultMonth: today,
							captionLayout: "dropdown",
							navLayout: "around",
							startMonth,
							endMonth,
							labels: {
								labelDayButton,
								labelMonthDropdown: () => "Month",
								labelYearDropdown: () => "Year"
							},
							components: {
								Day: CalendarDay,
								Dropdown: CalendarDropdown
							}
						}), /* @__PURE__ */ jsx("p", {
							className: "appointment-panel__selected",
							"aria-live": "polite",
							children: `Selected date: ${dateLabel.format(selected)}`
						})]
					}),
					/* @__PURE__ */ jsxs("form", {
						method: "get",
						action: props.contactLink,
						className: "appointment-panel__form",
						"aria-label": `Your details for ${props.advisorName}`,
						onSubmit: openContactPage,
						children: [
							/* @__PURE__ */ jsxs("label", {
								className: "appointment-panel__field",
								htmlFor: `${id}-name`,
								children: ["Your name", /* @__PURE__ */ jsx("input", {
									id: `${id}-name`,
									name: "name",
									type: "text",
									autoComplete: "name"
								})]
							}),
							/* @__PURE__ */ jsxs("label", {
								className: "appointment-panel__field",
								htmlFor: `${id}-phone`,
								children: ["Phone number", /* @__PURE__ */ jsx("input", {
									id: `${id}-phone`,
									name: "phone",
									type: "tel",
									inputMode: "numeric",
									autoComplete: "tel"
								})]
							}),
							/* @__PURE__ */ jsx("button", {
								type: "submit",
								className: "button button--primary",
								children: props.contactText
							})
						]
					})
				]
			})
		})
	});
}
export { ISO_DATE as n, isoDateIn as r, AppointmentPanel as t };
