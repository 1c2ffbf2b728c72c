export { t as LeadForm, n as markerOf } from "./lead-form-Dvr7Krjl.js";
