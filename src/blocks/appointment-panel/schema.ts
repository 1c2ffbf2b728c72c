import { z } from 'zod';
import { ISO_DATE } from './today';

export const appointmentPanelProps = z.object({
  advisorName: z.string().default('David Brooks').describe("Whose calendar: the heading reads 'Appointment With {name}'."),
  meetingMinutes: z.number().int().positive().max(240).default(30).describe('Meeting length in minutes (spec: 30).'),
  timeZoneLabel: z.string().default('India Standard Time').describe('The time-zone label shown under the calendar (spec text).'),
  timeZone: z
    .string()
    .default('Asia/Kolkata')
    .describe('IANA zone whose date is the calendar\'s "today" (the zone of the label).'),
  contactText: z.string().default('Contact').describe('The button label.'),
  contactLink: z
    .string()
    .default('/go/#enquiry')
    .describe('The enquiry page the button opens (at its form), filled with the name, phone and day chosen in the panel.'),
});

/** Today's date in the panel's zone, computed where the section loads (server, then browser). */
export const appointmentPanelContent = z.object({ today: z.string().regex(ISO_DATE) });

export type AppointmentPanelProps = z.infer<typeof appointmentPanelProps>;
export type AppointmentPanelContent = z.infer<typeof appointmentPanelContent>;
