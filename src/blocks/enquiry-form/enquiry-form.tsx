import { useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockComponentProps } from '../../engine/block';
import { fillPath } from '../../engine/page-meta';
import { distinctDialCodes } from '../../forms/dial-codes';
import {
  CUSTOM_DESTINATION,
  ENQUIRY_MESSAGES,
  emptyEnquiryValues,
  enquiryFieldNames,
  keptEnquiryValues,
  type EnquiryField,
} from '../../forms/enquiry-fields';
import type { EnquiryFormValues } from '../../forms/enquiry-rules';
import { firstInvalidField, type FieldErrors } from '../../forms/field-errors';
import { FormField, FormOutcomeMessage, Honeypot } from '../../forms/form-field';
import { FORM_KIND_FIELD, FORM_STATE_KEY, readFormState } from '../../forms/form-state';
import { onDemand } from '../../forms/on-demand';
import { useSingleFlightSubmit } from '../../forms/use-single-flight-submit';
import { newSubmissionId } from '../../forms/submission-id';
import { useEnhancedForm } from '../../forms/use-enhanced-form';
import { MONTH_NAMES } from '../../lib/dates';
import type { EnquiryFormContent, EnquiryFormProps } from './schema';
import './enquiry-form.css';

/** The submit-time checks and the sender (zod among them): loaded on demand, not with the page. */
const submitModules = onDemand('[enquiry]', () =>
  Promise.all([import('../../forms/enquiry-rules'), import('../../forms/send-enquiry')]),
);

type Outcome = { tone: 'success' | 'error'; message: string } | null;

const knownErrors = (errors: Record<string, string>): FieldErrors<EnquiryField> =>
  Object.fromEntries(enquiryFieldNames.filter((f) => errors[f]).map((f) => [f, errors[f]]));

/**
 * The contact page's enquiry form (spec 2 §5, the variant with submit-time checks): checked on
 * submit with the shared rules, a message under each invalid field, the first invalid field
 * focused, no request while any error exists. Without JavaScript it posts to the page itself and
 * the server answers with the page showing the same messages (the kept input comes back as the
 * embedded form state).
 */
export function EnquiryForm({ props, content, context }: BlockComponentProps<EnquiryFormProps, EnquiryFormContent>) {
  const { fallback } = useSWRConfig();
  const path = fillPath(context.page.path, context.params);
  const sectionId = context.section.id;
  const server = useMemo(() => readFormState(fallback[FORM_STATE_KEY], 'enquiry', path), [fallback, path]);

  const [values, setValues] = useState<EnquiryFormValues>(() => keptEnquiryValues(server?.values));
  const [errors, setErrors] = useState<FieldErrors<EnquiryField>>(() => knownErrors(server?.errors ?? {}));
  const [outcome, setOutcome] = useState<Outcome>(() => (server ? { tone: server.outcome, message: server.message } : null));
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one's id.
  const submissionId = useRef(server?.submissionId ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotId = `${sectionId}-website`;
  const enhanced = useEnhancedForm();

  // After a post without JavaScript came back with messages, the first invalid field has focus.
  const serverFocus = useMemo(
    () => (server?.outcome === 'error' ? firstInvalidField(knownErrors(server.errors), enquiryFieldNames) : undefined),
    [server],
  );

  const focusField = (field: EnquiryField | undefined) => {
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = (field: EnquiryField, raw: string) => {
    let value = raw;
    if (field === 'phone') value = raw.replace(/\D/g, '').slice(0, 15);
    if (field === 'people' && raw.trim() !== '' && !(Number(raw) >= 1)) value = '1';
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (field === 'destination') delete next.custom_destination;
      return next;
    });
  };

  const checkAndSend = async () => {
    // One id per fill, made at its first submit and kept for its retries (never during render).
    submissionId.current ||= newSubmissionId();
    const id = submissionId.current;
    const honeypot = formRef.current?.elements.namedItem('website');
    // No wait once the modules are here (the warm-up on focus has usually brought them).
    const modules = submitModules.ready() ?? (await submitModules.forSubmit("the form's checks"));
    if (!modules) {
      // Offline before the checks arrived: the same outcome as a request that could not be sent.
      setErrors({});
      setOutcome({ tone: 'error', message: ENQUIRY_MESSAGES.network });
      return;
    }
    const [{ checkEnquiryForm }, { sendEnquiry }] = modules;
    const check = checkEnquiryForm(values, {
      submission_id: id,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    });
    if (!check.ok) {
      setErrors(check.errors);
      setOutcome(null);
      focusField(firstInvalidField(check.errors, enquiryFieldNames));
      return;
    }
    setErrors({});
    setOutcome(null);
    setSubmitting(true);
    const result = await sendEnquiry(check.body);
    setSubmitting(false);
    if (result.kind === 'success') {
      // A fresh form after success only; after a failure the visitor's input stays (docs/decisions/001).
      setValues(emptyEnquiryValues);
      submissionId.current = '';
      setOutcome({ tone: 'success', message: result.message });
    } else if (result.kind === 'error') {
      setErrors(result.errors);
      setOutcome({ tone: 'error', message: result.message });
      focusField(firstInvalidField(result.errors, enquiryFieldNames));
    }
  };
  const onSubmit = useSingleFlightSubmit(checkAndSend);

  const fieldId = (field: string) => `${sectionId}-${field}`;
  const field = (name: EnquiryField, label: string, extra: { hint?: string; wide?: boolean; required?: boolean } = {}) => ({
    id: fieldId(name),
    name,
    label,
    error: errors[name],
    required: extra.required ?? true,
    hint: extra.hint,
    wide: extra.wide,
  });
  const text = (name: EnquiryField) => ({
    className: 'form-control',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    autoFocus: serverFocus === name ? true : undefined,
  });

  const destinations = content?.destinations ?? [];
  const dialCodes = distinctDialCodes(content?.telephoneCodes ?? []);
  const customMode = values.destination === CUSTOM_DESTINATION;

  return (
    <section className="enquiry-form section section--sand" id={sectionId} aria-labelledby={`${sectionId}-heading`}>
      <div className="container enquiry-form__inner">
        <header className="enquiry-form__header">
          <h2 id={`${sectionId}-heading`}>{props.heading}</h2>
          {props.intro && <p className="enquiry-form__intro">{props.intro}</p>}
          <p className="form-required-note">Fields marked * are required.</p>
        </header>
        <form
          ref={formRef}
          className={`enquiry-form__form${enhanced ? ' is-enhanced' : ''}`}
          method="post"
          action={`${path}#${sectionId}`}
          noValidate={enhanced}
          onSubmit={(event) => void onSubmit(event)}
          onFocus={submitModules.warmUp}
        >
          <input type="hidden" name={FORM_KIND_FIELD} value="enquiry" />
          <input type="hidden" name="submission_id" defaultValue={server?.submissionId ?? ''} />

          <fieldset className="form-fieldset">
            <legend className="form-fieldset__legend">{props.tripLegend}</legend>
            <div className="form-grid">
              <FormField {...field('destination', 'Destination')}>
                {(control) => (
                  <select {...control} {...text('destination')}>
                    <option value="">Select a destination</option>
                    <option value={CUSTOM_DESTINATION}>Customize Your Destination</option>
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
                  <FormField {...field('custom_destination', 'Your destination', { required: customMode })}>
                    {(control) => (
                      <input
                        {...control}
                        {...text('custom_destination')}
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
              <FormField {...field('phone', 'Phone', { hint: 'Digits only, up to 15' })}>
                {(control) => (
                  // type="text": the national number's autofill name (tel-national) is not allowed on
                  // type="tel" (HTML's autofill table; the Nu checker refuses it); inputMode gives the keypad.
                  <input
                    {...control}
                    {...text('phone')}
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    maxLength={15}
                    autoComplete="tel-national"
                  />
                )}
              </FormField>
            </div>
          </fieldset>

          <Honeypot id={honeypotId} />
          <FormOutcomeMessage outcome={outcome} />
          <button type="submit" className="button button--primary form-submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : props.submitText}
          </button>
        </form>
      </div>
    </section>
  );
}
