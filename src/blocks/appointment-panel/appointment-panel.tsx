import { useId, useState, type FormEvent } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useNavigate } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { APPOINTMENT_FORM, APPOINTMENT_STATE_KEY, readAppointmentRequest } from '../../forms/appointment-request';
import { FORM_KIND_FIELD } from '../../forms/form-state';
import { StatusMessage } from '../shared/status-message';
import { CalendarDay } from './calendar-day';
import { CalendarDropdown } from './calendar-dropdown';
import { calendarWindow } from './calendar-window';
import type { AppointmentPanelContent, AppointmentPanelProps } from './schema';
import { ISO_DATE, isoDay, localDate } from './today';
import './appointment-panel.css';

const dateLabel = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/**
 * A day's accessible name holds its visible number as a word ("Sunday, November 1, 2026", not the
 * default "November 1st"), so speech users can say what they see (WCAG 2.5.3 Label in Name).
 */
const labelDayButton = (date: Date, modifiers: Modifiers) =>
  `${modifiers.today ? 'Today, ' : ''}${dateLabel.format(date)}${modifiers.selected ? ', selected' : ''}`;

const iconProps = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;

function ClockIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

function GlobeIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
    </svg>
  );
}

/**
 * 'Appointment With ...': a 30 minute meeting, name and phone inputs, a month calendar (today by
 * default; month and year dropdowns jump months and years) and a Contact button to the enquiry page,
 * which takes the name, phone and chosen day along (src/forms/appointment-request.ts) and opens at
 * its form. Nothing is booked (the spec shows no call).
 */
export function AppointmentPanel({ props, content, status }: BlockComponentProps<AppointmentPanelProps, AppointmentPanelContent>) {
  const id = useId();
  const navigate = useNavigate();
  const [picked, setPicked] = useState<Date | undefined>(undefined);
  // With scripts, a client-side navigation carrying the details in its state (never in the address).
  const openContactPage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = readAppointmentRequest(Object.fromEntries(new FormData(event.currentTarget)));
    navigate(props.contactLink, request ? { state: { [APPOINTMENT_STATE_KEY]: request } } : undefined);
  };
  if (status !== 'ready' || !content) return <StatusMessage tone="info">Loading...</StatusMessage>;
  const today = localDate(content.today);
  const selected = picked ?? today;
  const pickFromField = (value: string) => {
    if (ISO_DATE.test(value)) setPicked(localDate(value));
  };
  // From the embedded date, so the server's dropdowns and the hydrated ones list the same years.
  const { startMonth, endMonth } = calendarWindow(today);
  return (
    <section className="appointment-panel section section--sand" aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className="appointment-panel__card">
          <div className="appointment-panel__intro">
            <h2 id={`${id}-heading`}>{`Appointment With ${props.advisorName}`}</h2>
            <ul className="appointment-panel__meta">
              <li>
                <ClockIcon />
                {`${props.meetingMinutes} Minute Meeting`}
              </li>
              <li>
                <GlobeIcon />
                {props.timeZoneLabel}
              </li>
            </ul>
          </div>
          <div className="appointment-panel__calendar">
            <DayPicker
              mode="single"
              required
              selected={selected}
              onSelect={setPicked}
              today={today}
              defaultMonth={today}
              captionLayout="dropdown"
              // Arrows either side of the dropdowns: at the library's default (both after them) the
              // previous-month arrow lies under the year dropdown.
              navLayout="around"
              startMonth={startMonth}
              endMonth={endMonth}
              labels={{ labelDayButton, labelMonthDropdown: () => 'Month', labelYearDropdown: () => 'Year' }}
              components={{ Day: CalendarDay, Dropdown: CalendarDropdown }}
            />
            <p className="appointment-panel__selected" aria-live="polite">
              {`Selected date: ${dateLabel.format(selected)}`}
            </p>
          </div>
          {/* Contact takes the name, phone and day to the enquiry page, which opens at its form
              filled with them: posted, so it works before and without scripts too, and the answer
              (personal data) is never cached (server/leads/page-form-post.ts). */}
          <form
            method="post"
            // Without its #fragment: the answer puts the focus (and the view) on the form's first
            // field with autofocus, which HTML drops on a page opened at a fragment.
            action={props.contactLink.replace(/#.*$/, '')}
            className="appointment-panel__form"
            aria-label={`Your details for ${props.advisorName}`}
            onSubmit={openContactPage}
          >
            <input type="hidden" name={FORM_KIND_FIELD} value={APPOINTMENT_FORM} />
            <input type="hidden" name="advisor" value={props.advisorName} />
            <input type="hidden" name="minutes" value={String(props.meetingMinutes)} />
            {/* The day as a date field: where scripts run the calendar above sets it (the field is
                hidden, appointment-panel.css); without them the calendar cannot be used, and the
                field shows instead. */}
            <label className="appointment-panel__field appointment-panel__date-field" htmlFor={`${id}-date`}>
              Date
              <input id={`${id}-date`} name="date" type="date" value={isoDay(selected)} onChange={(event) => pickFromField(event.target.value)} />
            </label>
            <label className="appointment-panel__field" htmlFor={`${id}-name`}>
              Your name
              <input id={`${id}-name`} name="name" type="text" autoComplete="name" />
            </label>
            <label className="appointment-panel__field" htmlFor={`${id}-phone`}>
              Phone number
              <input id={`${id}-phone`} name="phone" type="tel" inputMode="numeric" autoComplete="tel" />
            </label>
            <button type="submit" className="button button--primary">
              {props.contactText}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
