// src/content/contract/newsletter-messages.ts
/**
* The newsletter sign-up's messages. No zod here: the newsletter box shows them while the page
* hydrates, and the address check (./newsletter-fields, which re-exports these) loads on submit.
*/
var NEWSLETTER_MESSAGES = {
	invalidEmail: "Please enter a valid email address.",
	subscribed: "Thanks for signing up! Travel ideas are on their way to your inbox.",
	failed: "Something went wrong. Please try again later."
};
export { NEWSLETTER_MESSAGES as t };
