import { useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { BlockComponentProps } from '../../engine/block';
import { fillPath } from '../../engine/page-meta';
import { firstInvalidField, type FieldErrors } from '../../forms/field-errors';
import { FormField, FormOutcomeMessage, Honeypot } from '../../forms/form-field';
import { FORM_KIND_FIELD, FORM_STATE_KEY, readFormState } from '../../forms/form-state';
import { LEAD_MESSAGES, emptyLeadValues, keptLeadValues, leadFieldNames, type LeadField } from '../../forms/lead-fields';
import type { LeadFormValues } from '../../forms/lead-rules';
import { onDemand } from '../../forms/on-demand';
import { useSingleFlightSubmit } from '../../forms/use-single-flight-submit';
import { newSubmissionId } from '../../forms/submission-id';
import { useEnhancedForm } from '../../forms/use-enhanced-form';
import type { LeadFormContent, LeadFormProps } from './schema';
import './lead-form.css';

/** The submit-time checks and the sender (zod among them): loaded on demand, not with the page. */
const submitModules = onDemand('[lead]', () => Promise.all([import('../../forms/lead-rules'), import('../../forms/send-lead')]));

type Outcome = { tone: 'success' | 'error'; message: string } | null;

const knownErrors = (errors: Record<string, string>): FieldErrors<LeadField> =>
  Object.fromEntries(leadFieldNames.filter((f) => errors[f]).map((f) => [f, errors[f]]));

/** The page's marker: its path without slashes, e.g. /landing-cruise/ → landing-cruise. */
export const markerOf = (path: string) => path.replace(/^\/+|\/+$/g, '').replace(/\//g, '-');

/**
 * The landing pages' lead form (spec 2 §5 "Lead form"): checked on submit with the table of
 * messages, no request while a check fails; 'Submitting...' while sending; the green thanks and a
 * cleared form on status '200'; the server's message (or the spec's fallback) otherwise; an
 * unreadable answer is only logged. Without JavaScript it posts to its own page.
 */
export function LeadForm({ props, content, context }: BlockComponentProps<LeadFormProps, LeadFormContent>) {
  const { fallback } = useSWRConfig();
  const path = fillPath(context.page.path, context.params);
  const sectionId = context.section.id;
  const leadPage = props.leadPage ?? markerOf(path);
  const server = useMemo(() => readFormState(fallback[FORM_STATE_KEY], 'lead', path), [fallback, path]);

  const [values, setValues] = useState<LeadFormValues>(() => keptLeadValues(server?.values));
  const [errors, setErrors] = useState<FieldErrors<LeadField>>(() => knownErrors(server?.errors ?? {}));
  const [outcome, setOutcome] = useState<Outcome>(() => (server ? { tone: server.outcome, message: server.message } : null));
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same tick must see the first one's id.
  const submissionId = useRef(server?.submissionId ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  const enhanced = useEnhancedForm();
  const serverFocus = useMemo(
    () => (server?.outcome === 'error' ? firstInvalidField(knownErrors(server.errors), leadFieldNames) : undefined),
    [server],
  );

  const focusField = (field: LeadField | undefined) => {
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLElement) element.focus();
  };

  const setValue = (field: LeadField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const checkAndSend = async () => {
    submissionId.current ||= newSubmissionId();
    const id = submissionId.current;
    const honeypot = formRef.current?.elements.namedItem('website');
    // No wait once the modules are here (the warm-up on focus has usually brought them).
    const modules = submitModules.ready() ?? (await submitModules.forSubmit("the form's checks"));
    if (!modules) {
      // Offline before the checks arrived: the same outcome as a request that threw.
      setErrors({});
      setOutcome({ tone: 'error', message: LEAD_MESSAGES.thrown });
      return;
    }
    const [{ checkLeadForm }, { sendLead }] = modules;
    const check = checkLeadForm(values, leadPage, {
      submission_id: id,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
    });
    if (!check.ok) {
      setErrors(check.errors);
      setOutcome(null);
      focusField(firstInvalidField(check.errors, leadFieldNames));
      return;
    }
    setErrors({});
    setOutcome(null);
    setSubmitting(true);
    const result = await sendLead(check.body);
    setSubmitting(false);
    if (result.kind === 'success') {
      setValues(emptyLeadValues);
      submissionId.current = '';
      setOutcome({ tone: 'success', message: result.message });
    } else if (result.kind === 'error') {
      setErrors(result.errors);
      setOutcome({ tone: 'error', message: result.message });
      focusField(firstInvalidField(result.errors, leadFieldNames));
    }
    // 'unreadable': logged by sendLead; nothing shown, the input kept (spec 2 §8).
  };
  const onSubmit = useSingleFlightSubmit(checkAndSend);

  const field = (name: LeadField, label: string, extra: { hint?: string; wide?: boolean } = {}) => ({
    id: `${sectionId}-${name}`,
    name,
    label,
    error: errors[name],
    required: true,
    hint: extra.hint,
    wide: extra.wide,
  });
  const input = (name: LeadField) => ({
    className: 'form-control',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    autoFocus: serverFocus === name ? true : undefined,
  });

  return (
    <section className="lead-form section" id={sectionId} aria-labelledby={`${sectionId}-heading`}>
      <div className="container lead-form__inner">
        <div className="lead-form__pitch">
          <h2 id={`${sectionId}-heading`}>{props.heading}</h2>
          {props.intro && <p className="lead-form__intro">{props.intro}</p>}
          {props.points.length > 0 && (
            <ul className="lead-form__points">
              {props.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        <form
          ref={formRef}
          className="lead-form__form"
          method="post"
          action={`${path}#${sectionId}`}
          noValidate={enhanced}
          onSubmit={(event) => void onSubmit(event)}
          onFocus={submitModules.warmUp}
          aria-labelledby={`${sectionId}-heading`}
        >
          <input type="hidden" name={FORM_KIND_FIELD} value="lead" />
          <input type="hidden" name="lead_page" value={leadPage} />
          <input type="hidden" name="submission_id" defaultValue={server?.submissionId ?? ''} />
          <p className="form-required-note">Fields marked * are required.</p>
          <div className="form-grid">
            <FormField {...field('fullName', 'Full name')}>
              {(control) => <input {...control} {...input('fullName')} type="text" autoComplete="name" maxLength={200} />}
            </FormField>
            <FormField {...field('email', 'Email')}>
              {(control) => <input {...control} {...input('email')} type="email" autoComplete="email" maxLength={254} />}
            </FormField>
            <FormField {...field('phone', 'Phone')}>
              {(control) => (
                <input {...control} {...input('phone')} type="tel" autoComplete="tel" placeholder="+11234567890" maxLength={20} />
              )}
            </FormField>
            <FormField {...field('city', 'City')}>
              {(control) => <input {...control} {...input('city')} type="text" autoComplete="address-level2" maxLength={100} />}
            </FormField>
            <FormField {...field('country', 'Country')}>
              {(control) => (
                <select {...control} {...input('country')} autoComplete="off">
                  <option value="">---Select---</option>
                  {(content?.countries ?? []).map((country) => (
                    <option key={String(country.id)} value={String(country.id)}>
                      {country.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField {...field('travelDate', 'Travel date')}>
              {(control) => <input {...control} {...input('travelDate')} type="date" />}
            </FormField>
            <FormField {...field('comment', 'Comments or requests', { hint: props.commentHint, wide: true })}>
              {/* Optional at input level (spec 2 §5); the submit check asks for 20 characters. */}
              {(control) => <textarea {...control} {...input('comment')} required={false} rows={4} maxLength={5000} />}
            </FormField>
          </div>
          <Honeypot id={`${sectionId}-website`} />
          <FormOutcomeMessage outcome={outcome} />
          <button type="submit" className="button button--primary form-submit lead-form__submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Submitting...' : props.submitText}
          </button>
        </form>
      </div>
    </section>
  );
}
