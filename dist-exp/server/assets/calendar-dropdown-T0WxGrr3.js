import { jsx, jsxs } from "react/jsx-runtime";
import { UI, useDayPicker } from "react-day-picker";
// src/blocks/appointment-panel/calendar-dropdown.tsx
/**
* The calendar's month and year dropdowns, as react-day-picker draws them (a transparent select over
* the text of its value) but inside a <label>: the value a visitor sees is the field's visible label,
* and the select keeps the library's aria-label ("Choose the Month") as its accessible name.
*/
function CalendarDropdown({ options, className, ...selectProps }) {
	const { classNames, components } = useDayPicker();
	const selected = options?.find(({ value }) => value === selectProps.value);
	return /* @__PURE__ */ jsxs("label", {
		className: classNames[UI.DropdownRoot],
		"data-disabled": selectProps.disabled,
		children: [/* @__PURE__ */ jsx(components.Select, {
			className: [classNames[UI.Dropdown], className].join(" "),
			...selectProps,
			children: options?.map(({ value, label, disabled }) => /* @__PURE__ */ jsx(components.Option, {
				value,
				disabled,
				children: label
			}, value))
		}), /* @__PURE__ */ jsxs("span", {
			className: classNames[UI.CaptionLabel],
			"aria-hidden": "true",
			children: [selected?.label, /* @__PURE__ */ jsx(components.Chevron, {
				orientation: "down",
				size: 18,
				className: classNames[UI.Chevron]
			})]
		})]
	});
}
export { CalendarDropdown as t };
