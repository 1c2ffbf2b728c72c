import { t as LEAD_MESSAGES } from "./lead-messages-zecg6QWA.js";
import { a as leadFieldRules, i as US_PHONE, n as LEAD_PAGE, o as leadRequestSchema, r as LEAD_SUCCESS_STATUS, s as leadResponseSchema, t as LEAD_DATE } from "./lead-request-D19jFA5p.js";
import { n as keptLeadValues, r as leadFieldNames, t as emptyLeadValues } from "./lead-fields-B5eG4Cjc.js";
import { a as toLeadRequest, i as leadFormValuesSchema, n as leadErrorsFromRequest, o as toLeadTravelDate, r as leadFieldOfRequest, t as checkLeadForm } from "./lead-rules-CGZNwD1r.js";
export { LEAD_DATE, LEAD_MESSAGES, LEAD_PAGE, LEAD_SUCCESS_STATUS, US_PHONE, checkLeadForm, emptyLeadValues, keptLeadValues, leadErrorsFromRequest, leadFieldNames, leadFieldOfRequest, leadFieldRules, leadFormValuesSchema, leadRequestSchema, leadResponseSchema, toLeadRequest, toLeadTravelDate };
