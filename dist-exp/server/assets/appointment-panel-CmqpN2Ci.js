export { t as AppointmentPanel } from "./appointment-panel-BmGK02ls.js";
