import { r as keptValues } from "./field-errors-Cq1fWyR6.js";
// src/forms/lead-fields.ts
/** The form's inputs, in the order they appear (the first invalid one gets focus). */
var leadFieldNames = [
	"fullName",
	"email",
	"phone",
	"city",
	"country",
	"travelDate",
	"comment"
];
/** A fresh form: every field empty; equal to the values schema's defaults. */
var emptyLeadValues = {
	fullName: "",
	email: "",
	phone: "",
	city: "",
	country: "",
	travelDate: "",
	comment: ""
};
/** The input the server kept after a post without JavaScript (its own output; see kept-values). */
var keptLeadValues = (kept) => keptValues(leadFieldNames, emptyLeadValues, kept);
export { keptLeadValues as n, leadFieldNames as r, emptyLeadValues as t };
