import { UI, useDayPicker, type DropdownProps } from 'react-day-picker';

/**
 * The calendar's month and year dropdowns, as react-day-picker draws them (a transparent select over
 * the text of its value) but inside a <label>: the value a visitor sees is the field's visible label,
 * and the select keeps the library's aria-label ("Choose the Month") as its accessible name.
 */
export function CalendarDropdown({ options, className, ...selectProps }: DropdownProps) {
  const { classNames, components } = useDayPicker();
  const selected = options?.find(({ value }) => value === selectProps.value);
  return (
    <label className={classNames[UI.DropdownRoot]} data-disabled={selectProps.disabled}>
      <components.Select className={[classNames[UI.Dropdown], className].join(' ')} {...selectProps}>
        {options?.map(({ value, label, disabled }) => (
          <components.Option key={value} value={value} disabled={disabled}>
            {label}
          </components.Option>
        ))}
      </components.Select>
      <span className={classNames[UI.CaptionLabel]} aria-hidden="true">
        {selected?.label}
        <components.Chevron orientation="down" size={18} className={classNames[UI.Chevron]} />
      </span>
    </label>
  );
}
