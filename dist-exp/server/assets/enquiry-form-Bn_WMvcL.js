export { t as DESTINATIONS_UNAVAILABLE, n as EnquiryForm } from "./enquiry-form-0o6tJ1w-.js";
