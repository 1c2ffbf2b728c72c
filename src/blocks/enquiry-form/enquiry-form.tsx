import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { BlockComponentProps } from '../../engine/block';
import { fillPath } from '../../engine/page-meta';
import { distinctDialCodes } from '../../forms/dial-codes';
import { APPOINTMENT_STATE_KEY, enquiryValuesOf, readAppointmentRequest } from '../../forms/appointment-request';
import { CUSTOMIZE_OPTION, ENQUIRY_MESSAGES, emptyEnquiryValues, enquiryFieldNames, isCustomDestination, keptEnquiryValues, type EnquiryField } from '../../forms/enquiry-fields';
import { FormField, FormOutcomeMessage, Honeypot } from '../../forms/form-field';
import { FORM_KIND_FIELD } from '../../forms/form-state';
import { onDemand } from '../../forms/on-demand';
import { useFormController, type FormDefinition } from '../../forms/use-form-controller';
import { MONTH_NAMES } from '../../lib/dates';
import { isPlainObject } from '../../lib/plain-data';
import type { EnquiryFormContent, EnquiryFormProps } from './schema';
import './enquiry-form.css';

/** Our words: the rule is the spec's (digits, at most 15), and a number may be typed as people write it. */
export const PHONE_HINT = 'Up to 15 digits; spaces, dashes and brackets are fine.';

/** Our words (the spec only logs the failed list, spec 2 §8); docs/forms.md. */
export const DESTINATIONS_UNAVAILABLE = 'Our list of destinations could not be loaded. Please type where you would like to go.';

type EnquiryModules = [typeof import('../../forms/enquiry-rules'), typeof import('../../forms/send-enquiry')];

/** The enquiry's fields and rules; the form controller does the rest (src/forms/use-form-controller.ts). */
const enquiry: FormDefinition<EnquiryField, import('../../forms/enquiry-rules').EnquiryRequestBody, EnquiryModules> = {
  kind: 'enquiry',
  fields: enquiryFieldNames,
  empty: emptyEnquiryValues,
  kept: keptEnquiryValues,
  // The submit-time checks and the sender (zod among them): loaded on demand, not with the page.
  modules: onDemand('[enquiry]', () => Promise.all([import('../../forms/enquiry-rules'), import('../../forms/send-enquiry')])),
  check: ([{ checkEnquiryForm }], values, extras) => checkEnquiryForm(values, extras),
  send: ([, { sendEnquiry }], body) => sendEnquiry(body),
  offlineMessage: ENQUIRY_MESSAGES.network,
  // The phone is kept as typed ("(303) 555-0123"): the check reads it (src/forms/phone-number.ts).
  normalise: (field, raw) => (field === 'people' && raw.trim() !== '' && !(Number(raw) >= 1) ? '1' : raw),
  clearsWith: { custom_destination: 'destination' },
};

/**
 * The contact page's enquiry form (spec 2 §5, the variant with submit-time checks): checked on
 * submit with the shared rules, a message under each invalid field, the first invalid field
 * focused, no request while any error exists. Without JavaScript it posts to the page itself and
 * the server answers with the page showing the same messages (the kept input comes back as the
 * embedded form state).
 */
export function EnquiryForm({ props, content, context }: BlockComponentProps<EnquiryFormProps, EnquiryFormContent>) {
  const path = fillPath(context.page.path, context.params);
  const sectionId = context.section.id;
  const destinations = content?.destinations ?? [];
  // No list (the call failed or gave none): the form still takes a destination, typed in the
  // custom field (custom mode is a fresh form's choice); the server takes it without a list too.
  const noList = destinations.length === 0;
  const form = useFormController(enquiry, path);
  const { values, enhanced, submitting, prefill } = form;
  // What the advisor's appointment panel sent along in the navigation's state (with scripts; the
  // server fills the form for the panel's post without them): never in an address or a cache.
  const { state } = useLocation();
  useEffect(() => {
    const request = readAppointmentRequest(isPlainObject(state) ? state[APPOINTMENT_STATE_KEY] : undefined);
    if (request) prefill(enquiryValuesOf(request));
  }, [state, prefill]);
  const text = form.control;

  const field = form.fieldOf(sectionId);

  const dialCodes = distinctDialCodes(content?.telephoneCodes ?? []);
  const customMode = isCustomDestination(values.destination);

  return (
    <section className="enquiry-form section section--sand" id={sectionId} aria-labelledby={`${sectionId}-heading`}>
      <div className="container enquiry-form__inner">
        <header className="enquiry-form__header">
          <h2 id={`${sectionId}-heading`}>{props.heading}</h2>
          {props.intro && <p className="enquiry-form__intro">{props.intro}</p>}
          <p className="form-required-note">Fields marked * are required.</p>
        </header>
        <form {...form.formProps()} className={`enquiry-form__form${enhanced ? ' is-enhanced' : ''}`}>
          <input type="hidden" name={FORM_KIND_FIELD} value="enquiry" />
          <input type="hidden" name="submission_id" defaultValue={form.serverSubmissionId} />
          <FormOutcomeMessage {...form.outcomeProps(sectionId)} />

          <fieldset className="form-fieldset">
            <legend className="form-fieldset__legend">{props.tripLegend}</legend>
            <div className="form-grid">
              <FormField {...field('destination', 'Destination')}>
                {(control) => (
                  // Never "missing" (required={false}): its empty option is a choice, custom mode (spec 2 §4).
                  <select {...control} {...text('destination')} required={false}>
                    <option value={CUSTOMIZE_OPTION}>Customize Your Destination</option>
                    {destinations.map((option) => (
                      <option key={String(option.destinationId)} value={String(option.destinationId)}>
                        {option.destinationTitle}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              {/* Shown in custom mode; before hydration CSS shows it while 'Customize' is chosen. */}
              {(customMode || !enhanced) && (
                <div className="enquiry-form__custom">
                  <FormField {...field('custom_destination', 'Your destination', { required: customMode, hint: noList ? DESTINATIONS_UNAVAILABLE : undefined })}>
                    {(control) => (
                      <input
                        {...control}
                        {...text('custom_destination')}
                        // Not the browser's own check: without scripts this box stays in the form, hidden,
                        // when a listed destination is chosen, and a hidden required box blocks the send.
                        // The checks (browser and server) ask for it in custom mode.
                        required={false}
                        type="text"
                        placeholder="Where would you like to go?"
                        maxLength={200}
                      />
                    )}
                  </FormField>
                </div>
              )}
              <FormField {...field('start_date', 'Start date and time')}>
                {(control) => <input {...control} {...text('start_date')} type="datetime-local" />}
              </FormField>
              <FormField {...field('end_date', 'End date and time')}>
                {/* min: the picker offers no end before the start (the submit check says why). */}
                {(control) => <input {...control} {...text('end_date')} type="datetime-local" min={values.start_date || undefined} />}
              </FormField>
              <FormField {...field('month', 'Month of travel')}>
                {(control) => (
                  <select {...control} {...text('month')}>
                    <option value="">Select a month</option>
                    {MONTH_NAMES.map((name, index) => (
                      <option key={name} value={String(index + 1)}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField {...field('people', 'Number of people')}>
                {(control) => <input {...control} {...text('people')} type="number" min={1} step={1} inputMode="numeric" />}
              </FormField>
              <FormField {...field('per_head', 'Budget per person (USD)')}>
                {(control) => <input {...control} {...text('per_head')} type="number" min={0} step={1} inputMode="numeric" />}
              </FormField>
              <FormField {...field('budget', 'Total budget', { required: false, hint: 'Optional' })}>
                {(control) => <input {...control} {...text('budget')} type="text" maxLength={100} />}
              </FormField>
              <FormField {...field('comments', 'Comments', { wide: true, hint: props.commentsHint })}>
                {(control) => <textarea {...control} {...text('comments')} rows={5} maxLength={5000} />}
              </FormField>
            </div>
          </fieldset>

          <fieldset className="form-fieldset">
            <legend className="form-fieldset__legend">{props.detailsLegend}</legend>
            <div className="form-grid">
              <FormField {...field('fname', 'First name')}>
                {(control) => <input {...control} {...text('fname')} type="text" autoComplete="given-name" maxLength={100} />}
              </FormField>
              <FormField {...field('lname', 'Last name')}>
                {(control) => <input {...control} {...text('lname')} type="text" autoComplete="family-name" maxLength={100} />}
              </FormField>
              <FormField {...field('email', 'Email')}>
                {(control) => <input {...control} {...text('email')} type="email" autoComplete="email" maxLength={254} />}
              </FormField>
              <FormField {...field('conf_email', 'Confirm email')}>
                {(control) => <input {...control} {...text('conf_email')} type="email" autoComplete="email" maxLength={254} />}
              </FormField>
              <FormField {...field('phone_code', 'Telephone code')}>
                {(control) => (
                  <select {...control} {...text('phone_code')} autoComplete="tel-country-code">
                    <option value="">Select a code</option>
                    {dialCodes.map((option) => (
                      <option key={option.code} value={option.code}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField {...field('phone', 'Phone', { hint: PHONE_HINT })}>
                {(control) => (
                  // type="text": the national number's autofill name (tel-national) is not allowed on
                  // type="tel" (HTML's autofill table; the Nu checker refuses it); inputMode gives the
                  // phone keypad. Written any common way: the check keeps the digits (at most 15).
                  <input {...control} {...text('phone')} type="text" inputMode="tel" maxLength={30} autoComplete="tel-national" />
                )}
              </FormField>
            </div>
          </fieldset>

          <Honeypot id={`${sectionId}-website`} />
          <button type="submit" className="button button--primary form-submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : props.submitText}
          </button>
        </form>
      </div>
    </section>
  );
}
