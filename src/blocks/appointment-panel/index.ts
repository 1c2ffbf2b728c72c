import { defineBlock } from '../../engine/block';
import { AppointmentPanel } from './appointment-panel';
import { appointmentPanelContent, appointmentPanelProps } from './schema';
import { isoDateIn } from './today';

export const block = defineBlock({
  type: 'appointment-panel',
  description: "The second advisor's 'Appointment With ...' panel: 30 minute meeting, name and phone, calendar, Contact to /go/.",
  props: appointmentPanelProps,
  content: {
    schema: appointmentPanelContent,
    // No call: the content is today's date, embedded by the server so hydration sees the same day.
    load: async (context) => ({ today: isoDateIn(context.props.timeZone) }),
  },
  component: AppointmentPanel,
  example: { props: { advisorName: 'David Brooks' }, content: { today: '2026-11-24' } },
});
