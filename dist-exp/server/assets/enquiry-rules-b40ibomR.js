import { n as ENQUIRY_MESSAGES, r as REQUIRED, t as CUSTOM_DESTINATION } from "./enquiry-messages-DXwCjmU5.js";
import { a as enquiryResponseSchema, i as enquiryRequestSchema, n as PHONE_DIGITS, r as enquiryFieldRules, t as ENQUIRY_DATE_TIME } from "./enquiry-request-BAqkLTd3.js";
import { n as enquiryFieldNames, r as keptEnquiryValues, t as emptyEnquiryValues } from "./enquiry-fields-BP073NQZ.js";
import { i as toEnquiryRequest, n as enquiryFormValuesSchema, r as toEnquiryDateTime, t as checkEnquiryForm } from "./enquiry-rules-hpIBr8Dq.js";
export { CUSTOM_DESTINATION, ENQUIRY_DATE_TIME, ENQUIRY_MESSAGES, PHONE_DIGITS, REQUIRED, checkEnquiryForm, emptyEnquiryValues, enquiryFieldNames, enquiryFieldRules, enquiryFormValuesSchema, enquiryRequestSchema, enquiryResponseSchema, keptEnquiryValues, toEnquiryDateTime, toEnquiryRequest };
