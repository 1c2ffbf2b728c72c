import { t as EMAIL_FORMAT_MESSAGE } from "./email-message-ExMJMphg.js";
// src/content/contract/enquiry-messages.ts
/**
* The enquiry's messages (spec 2 §5, §8), shared by the form and the server's request check.
* No zod here: the form shows them while the page hydrates.
*/
var REQUIRED = "This field is required.";
var ENQUIRY_MESSAGES = {
	required: REQUIRED,
	destination: "Please select a destination.",
	customDestination: "Please enter a custom destination.",
	emailMismatch: "Email confirmation does not match.",
	minPeople: "Minimum number of people is 1.",
	email: EMAIL_FORMAT_MESSAGE,
	phoneDigits: "Please enter digits only (at most 15).",
	dateTime: "Please enter a valid date and time.",
	pastDate: "This date is in the past. Please choose today or a later date.",
	endBeforeStart: "The end date must be after the start date.",
	/** A destination id the destination list does not hold (checked by the server, server/leads). */
	unknownDestination: "This destination is not in our list. Please select another one.",
	wholeNumber: "Please enter a whole number.",
	tooLong: "This answer is too long.",
	success: "Thank you! Your enquiry has been submitted successfully.",
	failed: "Failed to register enquiry.",
	network: "An error occurred during registration.",
	invalid: "Please correct the highlighted fields."
};
/** The value of the 'Customize Your Destination' option: the spec sends destination "0" then. */
var CUSTOM_DESTINATION = "0";
export { ENQUIRY_MESSAGES as n, REQUIRED as r, CUSTOM_DESTINATION as t };
