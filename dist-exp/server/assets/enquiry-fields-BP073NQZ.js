import { r as keptValues } from "./field-errors-Cq1fWyR6.js";
// src/forms/enquiry-fields.ts
/** The form's inputs, in the order they appear (the first invalid one gets focus). */
var enquiryFieldNames = [
	"destination",
	"custom_destination",
	"start_date",
	"end_date",
	"month",
	"people",
	"per_head",
	"budget",
	"comments",
	"fname",
	"lname",
	"email",
	"conf_email",
	"phone_code",
	"phone"
];
/** A fresh form: everything empty, people "1" (spec 2 §5); equal to the values schema's defaults. */
var emptyEnquiryValues = {
	destination: "",
	custom_destination: "",
	start_date: "",
	end_date: "",
	month: "",
	people: "1",
	per_head: "",
	budget: "",
	comments: "",
	fname: "",
	lname: "",
	email: "",
	conf_email: "",
	phone_code: "",
	phone: ""
};
/** The input the server kept after a post without JavaScript (its own output; see kept-values). */
var keptEnquiryValues = (kept) => keptValues(enquiryFieldNames, emptyEnquiryValues, kept);
export { enquiryFieldNames as n, keptEnquiryValues as r, emptyEnquiryValues as t };
