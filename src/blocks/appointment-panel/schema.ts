import { z } from 'zod';
import { ISO_DATE } from './today';
import { textProp } from '../shared/text-prop';

export const appointmentPanelProps = z.object({
  advisorName: textProp('David Brooks', "Whose calendar: the heading reads 'Appointment With {name}'."),
  meetingMinutes: z.number().int().positive().max(240).default(30).describe('Meeting length in minutes (spec: 30).'),
  timeZoneLabel: textProp('India Standard Time', 'The time-zone label shown under the calendar (spec text).'),
  timeZone: textProp('Asia/Kolkata', 'IANA zone whose date is the calendar\'s "today" (the zone of the label).'),
  contactText: textProp('Contact', 'The button label.'),
  contactLink: textProp('/go/#enquiry', 'The enquiry page the button opens (at its form), filled with the name, phone and day chosen in the panel.'),
});

/** Today's date in the panel's zone, computed where the section loads (server, then browser). */
export const appointmentPanelContent = z.object({ today: z.string().regex(ISO_DATE) });

export type AppointmentPanelProps = z.infer<typeof appointmentPanelProps>;
export type AppointmentPanelContent = z.infer<typeof appointmentPanelContent>;
