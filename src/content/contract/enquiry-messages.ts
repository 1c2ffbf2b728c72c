import { EMAIL_FORMAT_MESSAGE } from './email-message';

/**
 * The enquiry's messages (spec 2 §5, §8), shared by the form and the server's request check.
 * No zod here: the form shows them while the page hydrates.
 */
export const REQUIRED = 'This field is required.';
export const ENQUIRY_MESSAGES = {
  required: REQUIRED,
  destination: 'Please select a destination.',
  customDestination: 'Please enter a custom destination.',
  emailMismatch: 'Email confirmation does not match.',
  minPeople: 'Minimum number of people is 1.',
  // Not named by the spec; they guard what the input types promise (e-mail, digits, date-time)
  // and that a trip lies ahead (docs/forms.md).
  email: EMAIL_FORMAT_MESSAGE,
  phoneDigits: 'Please enter digits only (at most 15).',
  dateTime: 'Please enter a valid date and time.',
  pastDate: 'This date is in the past. Please choose today or a later date.',
  endBeforeStart: 'The end date must be after the start date.',
  /** A destination id the destination list does not hold (checked by the server, server/leads). */
  unknownDestination: 'This destination is not in our list. Please select another one.',
  wholeNumber: 'Please enter a whole number.',
  tooLong: 'This answer is too long.',
  // Outcomes (spec 2 §8).
  success: 'Thank you! Your enquiry has been submitted successfully.',
  failed: 'Failed to register enquiry.',
  network: 'An error occurred during registration.',
  invalid: 'Please correct the highlighted fields.',
} as const;

/** The request's destination in custom mode: the spec sends destination "0" then. */
export const CUSTOM_DESTINATION = '0';

/**
 * The form's value of 'Customize Your Destination': the empty option of the destination select
 * (spec 2 §4), chosen in a fresh form; the request sends CUSTOM_DESTINATION for it.
 */
export const CUSTOMIZE_OPTION = '';

/** The destination select's value means custom mode: its empty option (or the request's "0"). */
export const isCustomDestination = (value: string) => value.trim() === CUSTOMIZE_OPTION || value.trim() === CUSTOM_DESTINATION;
