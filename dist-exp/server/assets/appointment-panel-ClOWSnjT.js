import { n as defineBlock } from "./block-C-Dlm-se.js";
import { n as ISO_DATE, r as isoDateIn, t as AppointmentPanel } from "./appointment-panel-BmGK02ls.js";
import { z } from "zod";
// src/blocks/appointment-panel/schema.ts
var appointmentPanelProps = z.object({
	advisorName: z.string().default("David Brooks").describe("Whose calendar: the heading reads 'Appointment With {name}'."),
	meetingMinutes: z.number().int().positive().max(240).default(30).describe("Meeting length in minutes (spec: 30)."),
	timeZoneLabel: z.string().default("India Standard Time").describe("The time-zone label shown under the calendar (spec text)."),
	timeZone: z.string().default("Asia/Kolkata").describe("IANA zone whose date is the calendar's \"today\" (the zone of the label)."),
	contactText: z.string().default("Contact").describe("The button label."),
	contactLink: z.string().default("/go/").describe("The enquiry page the button opens, with the name and phone typed in the panel.")
});
/** Today's date in the panel's zone, computed where the section loads (server, then browser). */
var appointmentPanelContent = z.object({ today: z.string().regex(ISO_DATE) });
// src/blocks/appointment-panel/index.ts
var block = defineBlock({
	type: "appointment-panel",
	description: "The second advisor's 'Appointment With ...' panel: 30 minute meeting, name and phone, calendar, Contact to /go/.",
	props: appointmentPanelProps,
	content: {
		schema: appointmentPanelContent,
		load: async (context) => ({ today: isoDateIn(context.props.timeZone) })
	},
	component: AppointmentPanel,
	example: {
		props: { advisorName: "David Brooks" },
		content: { today: "2026-11-24" }
	}
});
export { block };
