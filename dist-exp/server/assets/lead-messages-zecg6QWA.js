import { t as EMAIL_FORMAT_MESSAGE } from "./email-message-ExMJMphg.js";
// src/content/contract/lead-messages.ts
/**
* The lead's messages (spec 2 §5, §8), shared by the form and the server's request check.
* No zod here: the form shows them while the page hydrates.
*/
var LEAD_MESSAGES = {
	fullName: "Full name is required.",
	email: "Email is required.",
	emailFormat: EMAIL_FORMAT_MESSAGE,
	phone: "Phone number is required.",
	phoneFormat: "Phone number must start with +1 and include exactly 10 digits after.",
	city: "City is required.",
	country: "Country selection is required.",
	travelDate: "Travel date is required.",
	comment: "Please provide some comments or requests.",
	commentLength: "Please enter at least 20 characters.",
	travelDateFormat: "Please enter a valid travel date.",
	tooLong: "This answer is too long.",
	success: "Thanks! Our family travel expert will contact you soon.",
	failed: "Something went wrong. Please try again later.",
	thrown: "An error occurred while submitting the form.",
	invalid: "Please correct the highlighted fields."
};
export { LEAD_MESSAGES as t };
